/**
 * `npm run bench -- --growth`: how the build's wall time and peak memory, and the bytes a first search downloads,
 * grow with the content. The site's files
 * are exported with `git archive` (the committed state) into bench/growth/, once as they are and once with every
 * product's guides copied beside them (`docs/react-data-grid` → `docs/react-data-grid-copy`, demos included), and
 * both are built cold, both locales, one after the other. The copies are outside the navigation, and their links
 * point at the original pages, so every link still resolves. Each build is then served and searched (the first
 * query of a visit, desktop profile, scripts/bench/search.mjs): with Pagefind's index split into fragments, the
 * bytes per query should stay flat (goal: within 15 %) while the pages double.
 */
import fs from 'node:fs';
import path from 'node:path';
import { measureBuild } from './measureBuild.mjs';
import { exportCommit } from './exportCommit.mjs';
import { countPages } from './sitemaps.mjs';
import { firstQueryBytes, FIRST_QUERIES, withServedBuild } from './search.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Copies each product's docs folder beside it; returns how many pages were added. */
function copyProductDocs(dir) {
  const docsDir = path.join(dir, 'docs');
  let pages = 0;
  for (const folder of fs.readdirSync(docsDir).filter((name) => name.startsWith('react-'))) {
    fs.cpSync(path.join(docsDir, folder), path.join(docsDir, `${folder}-copy`), { recursive: true });
    pages += fs.readdirSync(path.join(docsDir, folder), { recursive: true }).filter((file) => /\.mdx?$/.test(file)).length;
  }
  return pages;
}

export async function benchGrowth(siteDir) {
  const rows = [];
  for (const [label, grow] of [
    ['as is', false],
    ['guides doubled', true],
  ]) {
    const dir = path.join(siteDir, 'bench', 'growth', grow ? 'doubled' : 'single');
    exportCommit(siteDir, 'HEAD', dir);
    const added = grow ? copyProductDocs(dir) : 0;
    console.log(`Building the site ${label}${added ? ` (${added} guide pages added)` : ''}, both locales...`);
    const build = await measureBuild(dir, { env: { X_DOCS_RSPACK_CACHE: 'off' }, quiet: true });
    const buildDir = path.join(dir, 'build');
    const pages = countPages(buildDir, 'sitemap.xml') + countPages(buildDir, 'zh/sitemap.xml');
    const search = await withServedBuild(buildDir, chromePath, (browser, origin) =>
      firstQueryBytes(browser, origin, '/x/introduction/licensing/'),
    );
    rows.push({ label, pages, seconds: build.seconds, peakMemoryMB: Math.round(build.peakMemoryBytes / 1048576), search });
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const [single, doubled] = rows;
  console.table(
    rows.map((row) => ({
      site: row.label,
      'pages (both locales)': row.pages,
      'build s': row.seconds.toFixed(1),
      'ms per page': Math.round((row.seconds * 1000) / row.pages),
      'peak memory MB': row.peakMemoryMB,
      ...Object.fromEntries(FIRST_QUERIES.map((query) => [`"${query}" KB`, (row.search[query] / 1024).toFixed(1)])),
    })),
  );
  const pageRatio = doubled.pages / single.pages;
  console.log(
    `${pageRatio.toFixed(2)}× the pages: ${(doubled.seconds / single.seconds).toFixed(2)}× the build time, ` +
      `${(doubled.peakMemoryMB / single.peakMemoryMB).toFixed(2)}× the peak memory; a first search downloads ` +
      FIRST_QUERIES.map((query) => `${(doubled.search[query] / single.search[query]).toFixed(2)}× ("${query}")`).join(', ') +
      ' (goal: within 15 %).',
  );
  return rows;
}
