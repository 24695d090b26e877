/**
 * `npm run bench -- --perf`: what each trick of plugins/perf saves today. The site is built (English only) with
 * every trick on, with none (`X_DOCS_PERF=off`) and once without each trick (`X_DOCS_PERF=off:<trick>`); each
 * trick's saving is the figure it targets (plugins/perf/tricks.json) on its pages, without it against with all
 * on. First-load JS is read once per build; the Lighthouse figures are medians of interleaved mobile rounds, with
 * their spread. A trick is kept when it saves at least 3 % on one of its pages and, for a timing, when its range there
 * stays clear of the range without it (the contract in plugins/perf/README.md); else it is marked for deletion.
 * `--only <trick>` builds and measures that trick alone against all on (no side-by-side table), and `--rounds <n>`
 * sets the Lighthouse rounds (5 by default): more rounds to tell a trick from the noise.
 * Prints a table and writes bench/perf-results.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBuildServer } from '../serve-build.mjs';
import { measureBuild } from './measureBuild.mjs';
import { firstLoadBytes } from './firstLoad.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { newestSourceTime } from './sources.mjs';
import { median, spread } from './stats.mjs';

const PAGES = { text: '/x/introduction/licensing/', grid: '/x/react-data-grid/', api: '/x/api/data-grid/data-grid/' };
const DEFAULT_ROUNDS = 5;
const KEEP_THRESHOLD_PERCENT = 3;
const LIGHTHOUSE_FIGURE = { tbt: 'tbtMs', fcp: 'fcpMs', tti: 'ttiMs' };

function variantsOf(tricks, withAllOff) {
  return [
    { key: 'on', setting: 'on', label: 'all tricks on' },
    ...(withAllOff ? [{ key: 'off', setting: 'off', label: 'X_DOCS_PERF=off' }] : []),
    ...tricks.map((trick) => ({ key: `without-${trick.name}`, setting: `off:${trick.name}`, label: `without ${trick.name}`, trick })),
  ];
}

async function buildVariant(siteDir, variant, outDir, rebuild) {
  const stamp = path.join(outDir, 'sitemap.xml');
  if (!rebuild && fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs > newestSourceTime(siteDir)) return null;
  console.log(`Building the site (English) ${variant.label}...`);
  fs.rmSync(outDir, { recursive: true, force: true });
  return measureBuild(siteDir, {
    args: ['--locale', 'en', '--out-dir', outDir],
    env: { X_DOCS_PERF: variant.setting, X_DOCS_RSPACK_CACHE: 'off' },
    quiet: true,
  });
}

const percentSaved = (withTrick, withoutTrick) =>
  withoutTrick ? Number((((withoutTrick - withTrick) / withoutTrick) * 100).toFixed(1)) : 0;

/** Whether a trick's saving on a page tells from the noise: 3 % or more, and for a timing, ranges apart. */
function clearSaving({ savedPercent, withTrick, withoutTrick }) {
  return savedPercent >= KEEP_THRESHOLD_PERCENT && (!withTrick.range || withTrick.range[1] < withoutTrick.range[0]);
}

export async function benchPerfTricks({ siteDir, chromePath, rebuild, only, rounds = DEFAULT_ROUNDS }) {
  const allTricks = JSON.parse(fs.readFileSync(path.join(siteDir, 'plugins', 'perf', 'tricks.json'), 'utf8'));
  // A trick that targets interactions is measured by `--interactions --perf-off <trick>` (scripts/bench/interactions.mjs).
  const interactionTricks = allTricks.filter((trick) => trick.target === 'inp');
  for (const trick of interactionTricks) {
    console.log(`${trick.name} targets interactions: measure it with npm run bench -- --interactions --perf-off ${trick.name}.`);
  }
  const tricks = allTricks.filter((trick) => trick.target !== 'inp' && (!only || trick.name === only));
  if (tricks.length === 0) throw new Error(`No trick named "${only}" in plugins/perf/tricks.json that --perf measures.`);
  const variants = variantsOf(tricks, !only);
  const buildsDir = path.join(siteDir, 'bench', 'perf-builds');
  for (const variant of variants) {
    variant.dir = path.join(buildsDir, variant.key);
    const build = await buildVariant(siteDir, variant, variant.dir, rebuild);
    if (build) variant.buildSeconds = Number(build.seconds.toFixed(1));
  }

  const servers = await Promise.all(variants.map((variant) => startBuildServer({ dir: variant.dir })));
  variants.forEach((variant, index) => (variant.origin = servers[index].url));

  const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  for (const variant of variants) {
    variant.jsGzip = {};
    for (const [page, pathname] of Object.entries(PAGES)) {
      variant.jsGzip[page] = (await firstLoadBytes(browser, variant.origin, pathname, variant.dir)).js.gzip;
    }
  }
  await browser.close();

  // Lighthouse for the builds whose figures come from it: all on, all off and each trick that targets a timing.
  const timed = variants.filter((variant) => !variant.trick || variant.trick.target in LIGHTHOUSE_FIGURE);
  const timedPages = ['text', 'grid'];
  for (const variant of timed) variant.runs = Object.fromEntries(timedPages.map((page) => [page, []]));
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`Lighthouse mobile, round ${round} of ${rounds}...`);
    for (const variant of timed) {
      for (const page of timedPages) variant.runs[page].push(await runLighthouse(`${variant.origin}${PAGES[page]}`, 'mobile', chromePath));
    }
  }
  await Promise.all(servers.map((server) => server.close()));

  const figure = (variant, page, target) => {
    if (target === 'js') return { median: variant.jsGzip[page] };
    const values = variant.runs[page].map((run) => run[LIGHTHOUSE_FIGURE[target]]);
    return { median: median(values), range: spread(values) };
  };
  const allOn = variants[0];
  const allOff = variants.find((variant) => variant.key === 'off');
  const trickResults = variants
    .filter((variant) => variant.trick)
    .map(({ trick, ...variant }) => {
      const pages = trick.pages.map((page) => {
        const withTrick = figure(allOn, page, trick.target);
        const withoutTrick = figure(variant, page, trick.target);
        return { page, withTrick, withoutTrick, savedPercent: percentSaved(withTrick.median, withoutTrick.median) };
      });
      return { trick: trick.name, target: trick.target, pages, verdict: pages.some(clearSaving) ? 'keep' : 'delete' };
    });
  const sideBySide = (allOff ? Object.keys(PAGES) : []).map((page) => {
    const row = { page, jsGzipOn: allOn.jsGzip[page], jsGzipOff: allOff.jsGzip[page] };
    if (timedPages.includes(page)) {
      for (const target of ['fcp', 'tbt', 'tti']) {
        row[`${target}On`] = figure(allOn, page, target);
        row[`${target}Off`] = figure(allOff, page, target);
      }
    }
    return row;
  });
  const results = {
    date: new Date().toISOString(),
    rounds,
    builds: Object.fromEntries(variants.map((variant) => [variant.key, variant.buildSeconds ?? null])),
    sideBySide,
    tricks: trickResults,
  };
  fs.writeFileSync(path.join(siteDir, 'bench', 'perf-results.json'), `${JSON.stringify(results, null, 2)}\n`);

  const show = (target, value) =>
    target === 'js' ? `${(value.median / 1024).toFixed(1)} KB` : `${value.median} ms (${value.range.join('–')})`;
  if (allOff) {
    console.log(`\nAll tricks on against X_DOCS_PERF=off (Lighthouse mobile: medians of ${rounds} interleaved rounds, lowest–highest):`);
    console.table(
    sideBySide.map((row) => ({
      page: PAGES[row.page],
      'JS gzip on / off': `${show('js', { median: row.jsGzipOn })} / ${show('js', { median: row.jsGzipOff })}`,
      ...(row.fcpOn && {
        'FCP on / off': `${show('fcp', row.fcpOn)} / ${show('fcp', row.fcpOff)}`,
        'TBT on / off': `${show('tbt', row.tbtOn)} / ${show('tbt', row.tbtOff)}`,
        'TTI on / off': `${show('tti', row.ttiOn)} / ${show('tti', row.ttiOff)}`,
      }),
    })),
    );
  }
  console.log(
    `Each trick: its target with every trick on, and without it (keep at ${KEEP_THRESHOLD_PERCENT} % or more, a timing's ranges apart):`,
  );
  console.table(
    trickResults.flatMap((result) =>
      result.pages.map((page) => ({
        trick: result.trick,
        target: result.target,
        page: PAGES[page.page],
        'with it': show(result.target, page.withTrick),
        'without it': show(result.target, page.withoutTrick),
        'saved %': page.savedPercent,
        verdict: result.verdict,
      })),
    ),
  );
  console.log('Figures written to bench/perf-results.json');
}
