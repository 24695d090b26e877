/**
 * Writes src/data/versions/olderRoutes.json: the pages each older major's docs had, and the former names of pages
 * renamed since, so the version menu can send a reader to the same page on an older version's site.
 *
 * Read from a local clone of the public mui/mui-x repository (CI never fetches):
 *   git clone https://github.com/mui/mui-x.git /tmp/mui-x
 *   node scripts/version-routes.mjs /tmp/mui-x
 * The pages of a major are the files of `docs/pages/x/` at its last tag; the renames are the exact redirects of
 * `docs/public/_redirects` at the documented release's tag.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** The last tag of each older major whose docs live on `v<major>.mui.com` under `/x/`. */
const LAST_TAG_OF_MAJOR = { 7: 'v7.29.13', 6: 'v6.20.5', 5: 'v5.17.26' };
/** The release these docs document: its redirects name the pages renamed up to it. */
const RENAMES_TAG = 'v8.29.3';

const siteDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputFile = path.join(siteDir, 'src/data/versions/olderRoutes.json');

function git(repo, ...args) {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** `/x/react-data-grid/sorting/` and `docs/pages/x/react-data-grid/sorting.js` both become `react-data-grid/sorting`. */
export function routeKey(pathname) {
  return pathname.replace(/^\/x\/?/, '').replace(/\/+$/, '');
}

/** The routes of the docs pages at a tag: each page file of `docs/pages/x/`, an `index` file naming its folder. */
export function pagesAt(repo, tag) {
  return git(repo, 'ls-tree', '-r', '--name-only', tag, 'docs/pages/x')
    .split('\n')
    .filter((file) => /\.(js|tsx)$/.test(file))
    .map((file) =>
      routeKey(
        file
          .replace(/^docs\/pages/, '')
          .replace(/\.(js|tsx)$/, '')
          .replace(/\/index$/, ''),
      ),
    )
    .sort();
}

/** Exact redirects between two docs pages (`/x/old/ /x/new/ 301`), as new name → former names. */
export function formerNames(redirects) {
  const former = {};
  for (const line of redirects.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (!from?.startsWith('/x/') || !to?.startsWith('/x/') || /[*:]/.test(from + to)) continue;
    const key = routeKey(to);
    former[key] = [...(former[key] ?? []), routeKey(from)];
  }
  return Object.fromEntries(Object.entries(former).sort(([a], [b]) => a.localeCompare(b)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = process.argv[2];
  if (!repo || (!fs.existsSync(path.join(repo, '.git')) && !fs.existsSync(path.join(repo, 'HEAD')))) {
    console.error('Usage: node scripts/version-routes.mjs <path to a clone of github.com/mui/mui-x with its tags>');
    process.exit(1);
  }
  const data = {
    source: 'github.com/mui/mui-x',
    tags: { ...LAST_TAG_OF_MAJOR, renames: RENAMES_TAG },
    pages: Object.fromEntries(Object.entries(LAST_TAG_OF_MAJOR).map(([major, tag]) => [major, pagesAt(repo, tag)])),
    formerNames: formerNames(git(repo, 'show', `${RENAMES_TAG}:docs/public/_redirects`)),
  };
  fs.mkdirSync(path.dirname(outputFile), { recursive: true });
  fs.writeFileSync(outputFile, await format(JSON.stringify(data, null, 2), { ...(await resolveConfig(outputFile)), filepath: outputFile }));
  const counts = Object.entries(data.pages).map(([major, pages]) => `v${major}: ${pages.length}`);
  console.log(`Wrote ${path.relative(siteDir, outputFile)} (${counts.join(', ')} pages; ${Object.keys(data.formerNames).length} renamed).`);
}
