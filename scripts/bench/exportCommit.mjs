/**
 * A commit's files, exported with `git archive` into `dir` (emptied first), with this checkout's node_modules
 * linked in so the copy builds without an install. Used by `--before` and `--growth`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function exportCommit(siteDir, commit, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: siteDir, maxBuffer: 1024 ** 3 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}
