/** Runs the production build and measures its wall time and peak memory (the whole process tree). */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

function childrenOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function treeResidentBytes(pid) {
  return residentBytes(pid) + childrenOf(pid).reduce((sum, child) => sum + treeResidentBytes(child), 0);
}

/**
 * `args` and `env` are added to `docusaurus build`'s (another output folder, a setting); `quiet` drops what
 * the build prints (its warnings), keeping its exit code.
 */
export function measureBuild(cwd, { args = [], env = {}, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['docusaurus', 'build', ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
    });
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeResidentBytes(child.pid));
    }, 250);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) {
        reject(new Error(`docusaurus build exited with ${code}`));
        return;
      }
      resolve({ seconds: (Date.now() - started) / 1000, peakMemoryBytes: peak });
    });
  });
}
