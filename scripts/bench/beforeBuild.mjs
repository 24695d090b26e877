/**
 * `npm run bench -- --before <commit>`: the site as it was at an earlier commit, built beside this one so that both
 * are measured in the same run on the same machine. It is built in every locale, as `npm run build` builds this one:
 * the Content-Security-Policy header of `_headers` lists the inline scripts of every locale's pages, and an English
 * build alone answered each request with about 160 bytes less of it, which the bytes on the wire counted. The
 * commit's files are exported with `git archive` into bench/before/<commit>/, which uses this checkout's
 * node_modules: a commit that needs other dependencies must be installed there by hand. The build is kept and reused.
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
  // The Chinese sitemap too: a build of English alone, as older benches made, is built again.
  if (fs.existsSync(path.join(buildDir, 'sitemap.xml')) && fs.existsSync(path.join(buildDir, 'zh', 'sitemap.xml'))) {
    console.log(`Reusing the build of ${commit} in ${path.relative(siteDir, buildDir)}/.`);
    return { commit, buildDir, build: null };
  }
  exportCommit(siteDir, commit, dir);
  console.log(`Building the site (every locale) as of ${commit}...`);
  const build = await measureBuild(dir, { env: { X_DOCS_RSPACK_CACHE: 'off' }, quiet: true });
  return { commit, buildDir, build };
}
