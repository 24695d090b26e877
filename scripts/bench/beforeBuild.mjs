/**
 * `npm run bench -- --before <commit>`: the site as it was at an earlier commit, built (English) beside this one so
 * that both are measured in the same run on the same machine. The commit's files are exported with `git archive`
 * into bench/before/<commit>/, which uses this checkout's node_modules: a commit that needs other dependencies
 * must be installed there by hand. The build is kept and reused.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureBuild } from './measureBuild.mjs';
import { exportCommit } from './exportCommit.mjs';

export async function buildBefore(siteDir, ref) {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: siteDir, encoding: 'utf8' }).trim();
  const dir = path.join(siteDir, 'bench', 'before', commit);
  const buildDir = path.join(dir, 'build');
  if (fs.existsSync(path.join(buildDir, 'sitemap.xml'))) {
    console.log(`Reusing the build of ${commit} in ${path.relative(siteDir, buildDir)}/.`);
    return { commit, buildDir, build: null };
  }
  exportCommit(siteDir, commit, dir);
  console.log(`Building the site (English) as of ${commit}...`);
  const build = await measureBuild(dir, { args: ['--locale', 'en'], env: { X_DOCS_RSPACK_CACHE: 'off' }, quiet: true });
  return { commit, buildDir, build };
}
