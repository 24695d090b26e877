#!/usr/bin/env node
/**
 * `npm run bench`: build figures and page weight/speed of representative pages.
 * Reuses the build when it is newer than every source file (pass --rebuild to force).
 * Prints a table and writes bench/results.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startBuildServer } from './serve-build.mjs';
import { measureBuild } from './bench/measureBuild.mjs';
import { firstLoadBytes } from './bench/firstLoad.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import './ensure-chromium.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(siteDir, 'build');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PAGES = [
  ['text page', '/x/introduction/licensing/'],
  ['landing page', '/x/introduction/'],
  ['Data Grid demo page', '/x/react-data-grid/'],
  ['Charts demo page', '/x/react-charts/'],
  ['API page', '/x/api/data-grid/data-grid/'],
];

const SOURCES = ['docs', 'src', 'plugins', 'static', 'i18n', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'];

function newestSourceTime() {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) fs.readdirSync(entry).forEach((name) => visit(path.join(entry, name)));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  SOURCES.forEach((source) => visit(path.join(siteDir, source)));
  return newest;
}

function countPages(sitemap) {
  const file = path.join(buildDir, sitemap);
  return fs.existsSync(file) ? (fs.readFileSync(file, 'utf8').match(/<loc>/g) ?? []).length : 0;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Mobile runs vary a lot on a 2-core machine (the same build's TBT ranged from about 300 to 700 ms): report the
// run with the median score of five, with the lowest and highest TBT of the five beside it.
const MOBILE_RUNS = 5;
async function medianLighthouse(url, formFactor, runs = MOBILE_RUNS) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, formFactor, chromePath));
  const tbts = results.map((result) => result.tbtMs);
  const median = results.sort((a, b) => a.score - b.score)[Math.floor(runs / 2)];
  return { ...median, tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)] };
}

const buildStamp = path.join(buildDir, 'sitemap.xml');
const fresh = fs.existsSync(buildStamp) && fs.statSync(buildStamp).mtimeMs > newestSourceTime();
let build = null;
let buildWithoutApi = null;
if (!fresh || process.argv.includes('--rebuild')) {
  // Both builds start without Rspack's persistent cache, so they compare like with like. The second one warns
  // about every link to the API pages it leaves out: those warnings are not shown.
  const cold = { X_DOCS_RSPACK_CACHE: 'off' };
  console.log('Building the site (both locales)...');
  build = await measureBuild(siteDir, { env: cold });
  console.log('Building it again without the API reference, to measure its share...');
  const withoutApiDir = path.join(siteDir, 'bench', 'build-without-api');
  buildWithoutApi = await measureBuild(siteDir, {
    args: ['--out-dir', withoutApiDir],
    env: { ...cold, X_DOCS_API_REFERENCE: 'off' },
    quiet: true,
  });
  fs.rmSync(withoutApiDir, { recursive: true, force: true });
} else {
  console.log('Reusing the build in build/ (newer than every source; pass --rebuild to measure a build).');
}

const server = await startBuildServer({ dir: buildDir });
const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const pages = [];
for (const [kind, pathname] of PAGES) {
  if (!fs.existsSync(path.join(buildDir, pathname, 'index.html'))) {
    pages.push({ kind, pathname, missing: true });
    continue;
  }
  const bytes = await firstLoadBytes(browser, server.url, pathname, buildDir);
  const mobile = await medianLighthouse(`${server.url}${pathname}`, 'mobile');
  const desktop = await runLighthouse(`${server.url}${pathname}`, 'desktop', chromePath);
  // Component names only MUI X code registers with `styled(…, { name })`: a chunk with one carries MUI X.
  // (Plain class names would also match the API pages' data, which lists them as text.)
  const muiXChunks = bytes.scripts.filter((script) =>
    /name:"Mui(DataGrid|ChartsSurface|TreeItem|DateCalendar|PickersLayout)"/.test(fs.readFileSync(path.join(buildDir, script), 'utf8')),
  );
  pages.push({ kind, pathname, js: bytes.js, css: bytes.css, mobile, desktop, muiXChunks: muiXChunks.length });
}
await browser.close();
await server.close();

const results = {
  date: new Date().toISOString(),
  build: build && { seconds: Number(build.seconds.toFixed(1)), peakMemoryMB: Math.round(build.peakMemoryBytes / 1048576) },
  buildWithoutApiReference: buildWithoutApi && {
    seconds: Number(buildWithoutApi.seconds.toFixed(1)),
    apiReferenceShare: Number(((build.seconds / buildWithoutApi.seconds - 1) * 100).toFixed(1)),
  },
  pageCount: { en: countPages('sitemap.xml'), zh: countPages('zh/sitemap.xml') },
  pages,
};
fs.mkdirSync(path.join(siteDir, 'bench'), { recursive: true });
fs.writeFileSync(path.join(siteDir, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log('');
if (results.build) console.log(`Build: ${results.build.seconds} s, peak memory ${results.build.peakMemoryMB} MB`);
if (results.buildWithoutApiReference) {
  const { seconds, apiReferenceShare } = results.buildWithoutApiReference;
  console.log(`Without the API reference: ${seconds} s (the API reference adds ${apiReferenceShare} % to the rest of the build)`);
}
console.log(`Pages in sitemaps: en ${results.pageCount.en}, zh ${results.pageCount.zh}`);
console.table(
  pages.map((page) =>
    page.missing
      ? { page: page.kind, path: page.pathname, 'JS gzip': 'not built yet' }
      : {
          page: page.kind,
          path: page.pathname,
          'JS raw': kb(page.js.raw),
          'JS gzip': kb(page.js.gzip),
          'CSS raw': kb(page.css.raw),
          'CSS gzip': kb(page.css.gzip),
          'mobile score': page.mobile.score,
          'mobile LCP ms': page.mobile.lcpMs,
          'mobile TBT ms': page.mobile.tbtMs,
          'mobile TBT range': page.mobile.tbtRangeMs.join('–'),
          'mobile CLS': page.mobile.cls,
          'desktop score': page.desktop.score,
          'desktop TBT ms': page.desktop.tbtMs,
          'chunks with MUI X': page.muiXChunks,
        },
  ),
);
console.log('Figures written to bench/results.json');
