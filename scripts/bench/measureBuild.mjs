/**
 * Runs the production build and measures its wall time, its peak memory (the whole process tree) and the time its
 * search step took in all locales (read from the `[x-docs] Search index: … pages in … ms` lines it prints).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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
 * Builds the site in `cwd` as its `npm run build` does: with its `scripts/build.mjs` (one process per locale) where
 * it has one, as this site does, else with `docusaurus build` (the plain site). `args` and `env` are added to the
 * build's (another output folder, a setting); `quiet` drops what the build prints (its warnings), keeping its exit
 * code.
 */
export function measureBuild(cwd, { args = [], env = {}, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const [command, commandArgs] = fs.existsSync(path.join(cwd, 'scripts', 'build.mjs'))
      ? [process.execPath, ['scripts/build.mjs', ...args]]
      : ['npx', ['docusaurus', 'build', ...args]];
    const child = spawn(command, commandArgs, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', quiet ? 'ignore' : 'inherit'],
    });
    let searchIndexMs = 0;
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) searchIndexMs += Number(/Search index: \d+ pages in (\d+) ms/.exec(line)?.[1] ?? 0);
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
      resolve({ seconds: (Date.now() - started) / 1000, peakMemoryBytes: peak, searchIndexMs });
    });
  });
}
