/**
 * A commit's files, exported with `git archive` into `dir` (emptied first), with this checkout's node_modules
 * linked in so the copy builds without an install. Used by `--before`, `--growth` and `--dev`. With `ownCache`, the
 * copy's node_modules is a folder of links to the checkout's entries but its `.cache` (the bundler's persistent
 * cache, the API reference's extraction), so the copy starts with empty caches, as a fresh clone does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function exportCommit(siteDir, commit, dir, { ownCache = false } = {}) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: siteDir, maxBuffer: 1024 ** 3 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  if (ownCache) linkNodeModulesWithoutCache(siteDir, dir);
  else fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

/** `dir/node_modules` as a folder of links to `siteDir/node_modules`'s entries, all but its `.cache`. */
export function linkNodeModulesWithoutCache(siteDir, dir) {
  const source = path.join(siteDir, 'node_modules');
  const target = path.join(dir, 'node_modules');
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target);
  for (const name of fs.readdirSync(source).filter((entry) => entry !== '.cache')) {
    fs.symlinkSync(path.join(source, name), path.join(target, name));
  }
}
