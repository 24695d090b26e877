#!/usr/bin/env node
/**
 * `npm run bench`: build figures and page weight/speed of representative pages,
 * side by side with a plain Docusaurus site (scripts/bench/plainSite.mjs) built
 * and measured on the same machine in the same run. Lighthouse runs are
 * interleaved (each round visits every page once, the plain page included), and
 * each figure is the median of the rounds with its spread.
 * Reuses the builds when they are newer than every source file (pass --rebuild to force).
 * `--before <commit>` adds the same pages as built from an earlier commit (scripts/bench/beforeBuild.mjs), measured
 * in the same rounds, and a table of each figure before and after.
 * Each page is also visited in a browser: its bytes on the wire at load, once the network settles (prefetches
 * included) and on a repeat visit with a warm cache (scripts/bench/visits.mjs).
 * `--navigation` times sidebar clicks from page to page and `--interactions` the reader's interactions, both with the
 * CPU slowed 4× and beside plain Docusaurus (scripts/bench/navigation.mjs, interactions.mjs), with `--before` too.
 * `--growth` instead builds the site as it is and with its guides doubled, and prints how build time, memory and the
 * bytes a first search downloads grow (scripts/bench/growth.mjs). `--search` measures the search alone
 * (scripts/bench/search.mjs). `--dev` times `npm start` for an author: a cold and a warm start, and an edit of a
 * page shown in the browser, beside plain Docusaurus (scripts/bench/devServer.mjs).
 * Prints the tables and writes bench/results.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startBuildServer } from './serve-build.mjs';
import { measureBuild } from './bench/measureBuild.mjs';
import { firstLoadBytes } from './bench/firstLoad.mjs';
import { measureVisits } from './bench/visits.mjs';
import { benchSearch, printSearch, withServedBuild } from './bench/search.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { PLAIN_PAGE, PLAIN_SITE_PAGES, plainBuildIsCurrent, writePlainSite } from './bench/plainSite.mjs';
import { newestSourceTime } from './bench/sources.mjs';
import { median, spread } from './bench/stats.mjs';
import { benchPerfTricks } from './bench/perfTricks.mjs';
import { buildBefore } from './bench/beforeBuild.mjs';
import { benchGrowth } from './bench/growth.mjs';
import { benchDevServer, printDevServer } from './bench/devServer.mjs';
import { countPages } from './bench/sitemaps.mjs';
import { benchNavigation, NAVIGATION_PAIRS, PLAIN_NAVIGATION_PAIRS, printNavigation } from './bench/navigation.mjs';
import { benchInteractions, INTERACTIONS, LIBRARY_ALONE, printInteractions } from './bench/interactions.mjs';
import { buildLibraryPages } from './bench/libraryPages.mjs';
import { CHROMIUM_PATH, ensureDebianBrowser } from './ensure-chromium.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(siteDir, 'build');
const plainSiteDir = path.join(siteDir, 'bench', 'plain-site');
const plainBuildDir = path.join(plainSiteDir, 'build');
const chromePath = CHROMIUM_PATH;
ensureDebianBrowser(chromePath, 'chromium', 'CHROMIUM_PATH');

const buildStamp = path.join(buildDir, 'sitemap.xml');
const launchBrowser = () => chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const PAGES = [
  ['text page', '/x/introduction/licensing/'],
  ['landing page', '/x/introduction/'],
  ['Data Grid demo page', '/x/react-data-grid/'],
  ['Charts demo page', '/x/react-charts/'],
  ['Pickers demo page', '/x/react-date-pickers/'],
  ['API page', '/x/api/data-grid/data-grid/'],
  // The heaviest guides: the row grouping page was the heaviest grid page before the depth issues; a Data Grid with
  // the charts panel and the tour of every chart family are the heaviest pages they added.
  ['heaviest grid guide (before)', '/x/react-data-grid/row-grouping/'],
  ['heaviest grid guide (new)', '/x/react-data-grid/charts-integration/'],
  ['heaviest Charts guide (new)', '/x/react-charts/overview/'],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** A mobile figure as printed: its median, then its lowest–highest. */
const tbt = (page) => `${page.mobile.tbtMs} (${page.mobile.tbtRangeMs.join('–')})`;
const fcp = (page) => `${page.mobile.fcpMs} (${page.mobile.fcpRangeMs.join('–')})`;

// Mobile runs vary a lot on a 2-core machine (the same build's TBT ranged from about 300 to 700 ms): every page is
// measured in each of five rounds, and each figure is the median of its five values, with their lowest and highest.
const MOBILE_ROUNDS = 5;
function summary(runs) {
  const of = (key) => runs.map((run) => run[key]);
  const range = (key) => spread(of(key));
  return {
    score: median(of('score')),
    fcpMs: median(of('fcpMs')),
    fcpRangeMs: range('fcpMs'),
    lcpMs: median(of('lcpMs')),
    tbtMs: median(of('tbtMs')),
    tbtRangeMs: range('tbtMs'),
    cls: Math.max(...of('cls')),
  };
}

if (process.argv.includes('--growth')) {
  await benchGrowth(siteDir);
  process.exit(0);
}

if (process.argv.includes('--dev')) {
  const browser = await launchBrowser();
  try {
    const rows = await benchDevServer(siteDir, browser);
    printDevServer(rows);
    fs.writeFileSync(path.join(siteDir, 'bench', 'dev-results.json'), `${JSON.stringify(rows, null, 2)}\n`);
  } finally {
    await browser.close();
  }
  process.exit(0);
}

/**
 * `--search`: the search figures alone, on the build in build/ (built first, and timed, when older than the sources
 * or with --rebuild: then the share of the build its search step takes is printed too).
 */
async function benchSearchOnly() {
  const stale = !fs.existsSync(buildStamp) || fs.statSync(buildStamp).mtimeMs <= newestSourceTime(siteDir);
  if (stale || process.argv.includes('--rebuild')) {
    console.log('Building the site (both locales)...');
    printSearchStep(await measureBuild(siteDir, { env: { X_DOCS_RSPACK_CACHE: 'off' } }));
  }
  printSearch(await withServedBuild(buildDir, chromePath, (browser, origin) => benchSearch(browser, origin, PAGES[0][1])));
}

/** The search step's share of a build (goal: at most 10 % added to the rest of the build). */
function printSearchStep(build) {
  const seconds = build.searchIndexMs / 1000;
  const share = (seconds / (build.seconds - seconds)) * 100;
  console.log(
    `The search step: ${seconds.toFixed(1)} s of the ${build.seconds.toFixed(1)} s build (adds ${share.toFixed(1)} % to the rest).`,
  );
}

if (process.argv.includes('--search')) {
  await benchSearchOnly();
  process.exit(0);
}

if (process.argv.includes('--perf')) {
  const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  await benchPerfTricks({
    siteDir,
    chromePath,
    rebuild: process.argv.includes('--rebuild'),
    only: option('--only'),
    rounds: option('--rounds') ? Number(option('--rounds')) : undefined,
  });
  process.exit(0);
}

/**
 * `--navigation` / `--interactions`: moving between pages and interacting on them, on the build in build/ (built first
 * when older than the sources), the plain site's build and, with `--before <commit>`, that commit's, in interleaved
 * rounds (`--rounds <n>`, at least five by default). `--perf-off <trick>` adds a build without that trick of plugins/perf.
 */
async function benchReaderTimings({ navigation, interactions }) {
  const stale = !fs.existsSync(buildStamp) || fs.statSync(buildStamp).mtimeMs <= newestSourceTime(siteDir);
  if (stale || process.argv.includes('--rebuild')) {
    console.log('Building the site (English)...');
    await measureBuild(siteDir, { args: ['--locale', 'en'] });
  }
  if (!plainBuildIsCurrent(plainSiteDir)) {
    console.log('Building the plain Docusaurus site...');
    writePlainSite(plainSiteDir);
    await measureBuild(plainSiteDir, { quiet: true });
  }
  const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const before = process.argv.includes('--before') ? await buildBefore(siteDir, option('--before') ?? 'HEAD~1') : null;
  const rounds = option('--rounds') ? Number(option('--rounds')) : undefined;
  // `--perf-off <trick>`: the same site without one trick of plugins/perf, for the tricks that target these figures.
  const trickOff = option('--perf-off');
  const withoutTrickDir = trickOff && path.join(siteDir, 'bench', 'perf-builds', `without-${trickOff}`);
  if (trickOff && !fs.existsSync(path.join(withoutTrickDir, 'sitemap.xml'))) {
    console.log(`Building the site (English) without ${trickOff}...`);
    await measureBuild(siteDir, { args: ['--locale', 'en', '--out-dir', withoutTrickDir], env: { X_DOCS_PERF: `off:${trickOff}` } });
  }
  // The demos the interactions act on, each alone in a bare page: the library's own cost (libraryPages.mjs).
  const libraryDir = interactions ? path.join(siteDir, 'bench', 'library-pages') : null;
  if (libraryDir) {
    console.log('Building the library pages...');
    await buildLibraryPages(
      siteDir,
      libraryDir,
      INTERACTIONS.flatMap((interaction) => (interaction.demo ? [interaction.demo] : [])),
    );
  }
  const served = async (dir) => (dir ? startBuildServer({ dir }) : null);
  const [site, plain, earlier, withoutTrick, library] = [
    await served(buildDir),
    await served(plainBuildDir),
    await served(before?.buildDir),
    await served(withoutTrickDir),
    await served(libraryDir),
  ];
  const targets = [
    { label: 'this site', origin: site.url, pairs: NAVIGATION_PAIRS },
    ...(earlier ? [{ label: `before (${before.commit})`, origin: earlier.url, pairs: NAVIGATION_PAIRS }] : []),
    ...(withoutTrick ? [{ label: `without ${trickOff}`, origin: withoutTrick.url, pairs: NAVIGATION_PAIRS }] : []),
    { label: 'plain Docusaurus', origin: plain.url, plain: true, pairs: PLAIN_NAVIGATION_PAIRS, plainPath: PLAIN_PAGE },
    ...(library ? [{ label: LIBRARY_ALONE, origin: library.url, library: true, pairs: [] }] : []),
  ];
  const servers = [site, plain, earlier, withoutTrick, library].filter(Boolean);
  const browser = await launchBrowser();
  const results = { date: new Date().toISOString(), before: before?.commit ?? null, withoutTrick: trickOff ?? null };
  try {
    if (navigation) results.navigation = await benchNavigation(browser, targets, rounds);
    // `--only-interactions "<name>|<name>"`: those interactions alone (their names as the table prints them).
    const only =
      option('--only-interactions')
        ?.split('|')
        .map((name) => name.trim()) ?? [];
    if (interactions) results.interactions = await benchInteractions(browser, targets, rounds, only);
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
  fs.mkdirSync(path.join(siteDir, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'bench', 'reader-timings.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (results.navigation) printNavigation(results.navigation);
  if (results.interactions) printInteractions(results.interactions);
  console.log('Figures written to bench/reader-timings.json');
}

if (process.argv.includes('--navigation') || process.argv.includes('--interactions')) {
  await benchReaderTimings({
    navigation: process.argv.includes('--navigation'),
    interactions: process.argv.includes('--interactions'),
  });
  process.exit(0);
}

const fresh = fs.existsSync(buildStamp) && fs.statSync(buildStamp).mtimeMs > newestSourceTime(siteDir);
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
}
let plainBuild = null;
if (!plainBuildIsCurrent(plainSiteDir) || process.argv.includes('--rebuild')) {
  // A build of 15 s varies by a third from one run to the next on a shared machine (11 to 16 s seen): the plain
  // site, whose time is the yardstick, is built three times and its median taken.
  const PLAIN_BUILD_ROUNDS = 3;
  console.log(`Building the plain Docusaurus site (${PLAIN_SITE_PAGES} pages), ${PLAIN_BUILD_ROUNDS} times...`);
  writePlainSite(plainSiteDir);
  const plainBuilds = [];
  for (let round = 0; round < PLAIN_BUILD_ROUNDS; round += 1) {
    plainBuilds.push(await measureBuild(plainSiteDir, { env: { X_DOCS_RSPACK_CACHE: 'off' }, quiet: true }));
  }
  plainBuild = {
    seconds: median(plainBuilds.map((run) => run.seconds)),
    secondsRange: spread(plainBuilds.map((run) => run.seconds)),
    peakMemoryBytes: Math.max(...plainBuilds.map((run) => run.peakMemoryBytes)),
  };
}
if (fresh && !process.argv.includes('--rebuild')) {
  console.log('Reusing the build in build/ (newer than every source; pass --rebuild to measure a build).');
}

const beforeIndex = process.argv.indexOf('--before');
const before = beforeIndex === -1 ? null : await buildBefore(siteDir, process.argv[beforeIndex + 1] ?? 'HEAD~1');

const server = await startBuildServer({ dir: buildDir });
const plainServer = await startBuildServer({ dir: plainBuildDir });
const beforeServer = before && (await startBuildServer({ dir: before.buildDir }));
const browser = await launchBrowser();
const targets = [
  ...PAGES.map(([kind, pathname]) => ({ kind, pathname, origin: server.url, dir: buildDir })),
  { kind: 'plain Docusaurus page', pathname: PLAIN_PAGE, origin: plainServer.url, dir: plainBuildDir, plain: true },
  ...(before
    ? PAGES.map(([kind, pathname]) => ({ kind, pathname, origin: beforeServer.url, dir: before.buildDir, before: before.commit }))
    : []),
].filter((target) => fs.existsSync(path.join(target.dir, target.pathname, 'index.html')));
const mobileRuns = new Map(targets.map((target) => [target, []]));
for (let round = 1; round <= MOBILE_ROUNDS; round += 1) {
  console.log(`Lighthouse mobile, round ${round} of ${MOBILE_ROUNDS}...`);
  for (const target of targets)
    mobileRuns.get(target).push(await runLighthouse(`${target.origin}${target.pathname}`, 'mobile', chromePath));
}
const pages = [];
for (const target of targets) {
  const { kind, pathname, origin, dir } = target;
  const bytes = await firstLoadBytes(browser, origin, pathname, dir);
  const visits = await measureVisits(browser, origin, pathname);
  const desktop = await runLighthouse(`${origin}${pathname}`, 'desktop', chromePath);
  // Component names only MUI X code registers with `styled(…, { name })`: a chunk with one carries MUI X.
  // (Plain class names would also match the API pages' data, which lists them as text.)
  const muiXChunks = bytes.scripts.filter((script) =>
    /name:"Mui(DataGrid|ChartsSurface|TreeItem|DateCalendar|PickersLayout)"/.test(fs.readFileSync(path.join(dir, script), 'utf8')),
  );
  pages.push({
    kind,
    pathname,
    plain: Boolean(target.plain),
    before: target.before ?? null,
    js: bytes.js,
    css: bytes.css,
    visits,
    mobile: summary(mobileRuns.get(target)),
    desktop,
    muiXChunks: muiXChunks.length,
  });
}
const search = await benchSearch(browser, server.url, PAGES[0][1]);
await browser.close();
await server.close();
await plainServer.close();
await beforeServer?.close();
const plainPage = pages.find((page) => page.plain);
const ratio = (value, base) => (base ? Number((value / base).toFixed(2)) : null);

const results = {
  date: new Date().toISOString(),
  build: build && {
    seconds: Number(build.seconds.toFixed(1)),
    peakMemoryMB: Math.round(build.peakMemoryBytes / 1048576),
    searchIndexSeconds: Number((build.searchIndexMs / 1000).toFixed(1)),
  },
  buildWithoutApiReference: buildWithoutApi && {
    seconds: Number(buildWithoutApi.seconds.toFixed(1)),
    apiReferenceShare: Number(((build.seconds / buildWithoutApi.seconds - 1) * 100).toFixed(1)),
  },
  plainBuild: plainBuild && {
    seconds: Number(plainBuild.seconds.toFixed(1)),
    secondsRange: plainBuild.secondsRange.map((seconds) => Number(seconds.toFixed(1))),
    peakMemoryMB: Math.round(plainBuild.peakMemoryBytes / 1048576),
    pages: PLAIN_SITE_PAGES,
  },
  search,
  pageCount: { en: countPages(buildDir, 'sitemap.xml'), zh: countPages(buildDir, 'zh/sitemap.xml') },
  before: before && { commit: before.commit, buildSeconds: before.build && Number(before.build.seconds.toFixed(1)) },
  pages,
};
fs.mkdirSync(path.join(siteDir, 'bench'), { recursive: true });
fs.writeFileSync(path.join(siteDir, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log('');
if (results.build) console.log(`Build: ${results.build.seconds} s, peak memory ${results.build.peakMemoryMB} MB`);
if (build) printSearchStep(build);
if (results.plainBuild) {
  const { seconds, peakMemoryMB, pages: plainPages } = results.plainBuild;
  const range = results.plainBuild.secondsRange.join('–');
  console.log(`Plain Docusaurus: ${seconds} s (median of ${range} s) for ${plainPages} pages, peak memory ${peakMemoryMB} MB`);
}
if (results.buildWithoutApiReference) {
  const { seconds, apiReferenceShare } = results.buildWithoutApiReference;
  console.log(`Without the API reference: ${seconds} s (the API reference adds ${apiReferenceShare} % to the rest of the build)`);
}
console.log(`Pages in sitemaps: en ${results.pageCount.en}, zh ${results.pageCount.zh}`);
if (results.build && results.plainBuild) {
  const sitePages = results.pageCount.en + results.pageCount.zh;
  const msPerPage = (seconds, count) => Math.round((seconds * 1000) / count);
  const siteMs = msPerPage(results.build.seconds, sitePages);
  const plainMs = msPerPage(results.plainBuild.seconds, results.plainBuild.pages);
  console.log("Build, side by side (goals: time per page at most 1.5× plain's, peak memory at most 2.5 GiB = 2560 MB):");
  console.table([
    {
      site: 'this site, both locales',
      pages: sitePages,
      seconds: results.build.seconds,
      'ms per page': siteMs,
      '× plain': ratio(siteMs, plainMs),
      'peak MB': results.build.peakMemoryMB,
    },
    {
      site: 'plain Docusaurus',
      pages: results.plainBuild.pages,
      seconds: results.plainBuild.seconds,
      'ms per page': plainMs,
      '× plain': 1,
      'peak MB': results.plainBuild.peakMemoryMB,
    },
  ]);
}
console.log(
  `Lighthouse mobile: medians of ${MOBILE_ROUNDS} interleaved rounds (lowest–highest); "× plain" divides by the plain page's median.`,
);
console.table(
  pages.map((page) => ({
    page: page.before ? `${page.kind} (${page.before})` : page.kind,
    path: page.pathname,
    'JS gzip': kb(page.js.gzip),
    'CSS gzip': kb(page.css.gzip),
    'JS × plain': ratio(page.js.gzip, plainPage?.js.gzip),
    'mobile score': page.mobile.score,
    'FCP ms': fcp(page),
    'FCP × plain': ratio(page.mobile.fcpMs, plainPage?.mobile.fcpMs),
    'LCP ms': page.mobile.lcpMs,
    'TBT ms': tbt(page),
    CLS: page.mobile.cls,
    'desktop score': page.desktop.score,
    'chunks with MUI X': page.plain ? '' : page.muiXChunks,
  })),
);
console.log('Bytes on the wire (headers included): at load on an empty cache, once the network settles (prefetches');
console.log('included; "× load" divides by the load figure), and on a repeat visit with a warm cache.');
console.table(
  pages.map((page) => ({
    page: page.before ? `${page.kind} (${page.before})` : page.kind,
    'load requests': page.visits.firstLoad.requests,
    'load KB': kb(page.visits.firstLoad.bytes),
    'settled KB': kb(page.visits.settled.bytes),
    'settled × load': ratio(page.visits.settled.bytes, page.visits.firstLoad.bytes),
    'settled × plain': ratio(page.visits.settled.bytes, plainPage?.visits.settled.bytes),
    'repeat requests': page.visits.repeat.requests,
    'repeat KB': kb(page.visits.repeat.bytes),
  })),
);
printSearch(search);
if (before) {
  const change = (after, earlier) => (earlier ? `${after >= earlier ? '+' : ''}${(((after - earlier) / earlier) * 100).toFixed(1)} %` : '');
  console.log(`Before (${before.commit}) and after: medians of the same rounds (lowest–highest).`);
  const pairs = pages
    .filter((page) => !page.plain && !page.before)
    .map((page) => [pages.find((other) => other.before && other.pathname === page.pathname), page])
    .filter(([earlier]) => earlier);
  console.table(
    pairs.map(([earlier, page]) => ({
      page: page.kind,
      'JS gzip before': kb(earlier.js.gzip),
      'JS gzip after': kb(page.js.gzip),
      'JS change': change(page.js.gzip, earlier.js.gzip),
      'score before': earlier.mobile.score,
      'score after': page.mobile.score,
      'TBT ms before': tbt(earlier),
      'TBT ms after': tbt(page),
      'FCP ms before': fcp(earlier),
      'FCP ms after': fcp(page),
    })),
  );
}
console.log('Figures written to bench/results.json');
