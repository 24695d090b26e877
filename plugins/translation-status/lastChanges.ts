import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `YYYY-MM-DD` of a date as Git prints it (`2026-11-27T08:14:03+00:00`) or of a Date. */
function day(date: string | Date): string {
  return typeof date === 'string' ? date.slice(0, 10) : date.toISOString().slice(0, 10);
}

/**
 * The day each file of `folder` (relative to `siteDir`) last changed: its last commit, read in one `git log`;
 * for a file Git does not have, or one changed since its last commit, the file's modification time. Without Git
 * (a copy of the site), every date is a modification time.
 */
export async function lastChangeDays(siteDir: string, folder: string, files: string[]): Promise<Map<string, string>> {
  const committed = new Map<string, string>();
  const changedSinceCommit = new Set<string>();
  try {
    const git = (args: string[]) => run('git', ['-C', siteDir, ...args], { maxBuffer: 64 * 1024 * 1024 });
    const [{ stdout: log }, { stdout: changed }, { stdout: untracked }] = await Promise.all([
      git(['log', '--relative', '--name-only', '--format=%x00%cI', '--', folder]),
      git(['diff', '--name-only', '--relative', 'HEAD', '--', folder]),
      git(['ls-files', '--others', '--exclude-standard', '--', folder]),
    ]);
    for (const entry of log.split('\0').slice(1)) {
      const [date = '', ...names] = entry.split('\n').filter(Boolean);
      for (const name of names) if (!committed.has(name)) committed.set(name, day(date));
    }
    for (const file of `${changed}\n${untracked}`.split('\n').filter(Boolean)) changedSinceCommit.add(file);
  } catch {
    // Not a Git checkout, or no Git: modification times only.
  }
  const days = new Map<string, string>();
  for (const file of files) {
    const fromGit = changedSinceCommit.has(file) ? undefined : committed.get(file);
    days.set(file, fromGit ?? day((await fs.stat(path.join(siteDir, file))).mtime));
  }
  return days;
}
