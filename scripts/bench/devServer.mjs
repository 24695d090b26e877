/**
 * `npm run bench -- --dev`: what an author waits for with `npm start`, beside plain Docusaurus. Each site is copied
 * into bench/dev/ (this site as committed, with `git archive`; the plain site as scripts/bench/plainSite.mjs writes
 * it, with the bundler's persistent cache on as this site has it), with a node_modules folder of its own whose
 * entries link to this checkout's, so the copy's caches (`node_modules/.cache`: the bundler's, the API reference's
 * extraction) start empty as in a fresh clone and stay out of the checkout's. Then, for each site:
 * - a cold start: `docusaurus start` with no cache, timed from the command to a page shown in the browser (its
 *   heading visible);
 * - edits: a new paragraph written at the end of that page's Markdown file, timed from the write to the paragraph
 *   shown in the open page (the dev server's hot update), several times;
 * - a warm start: the same command again, with the cache the cold start wrote.
 * The edits touch the copies only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exportCommit, linkNodeModulesWithoutCache } from './exportCommit.mjs';
import { PLAIN_PAGE, writePlainSite } from './plainSite.mjs';
import { median, spread } from './stats.mjs';

const EDITS = 5;
const START_TIMEOUT_MS = 5 * 60_000;

function prepareSites(siteDir) {
  const devDir = path.join(siteDir, 'bench', 'dev');
  const site = path.join(devDir, 'x-docs');
  exportCommit(siteDir, 'HEAD', site, { ownCache: true });
  const plain = path.join(devDir, 'plain');
  fs.rmSync(plain, { recursive: true, force: true });
  writePlainSite(plain, undefined, { persistentCache: true });
  linkNodeModulesWithoutCache(siteDir, plain);
  return [
    { label: 'x-docs', dir: site, pagePath: '/x/introduction/licensing/', file: 'docs/introduction/licensing.mdx', port: 3311 },
    { label: 'plain Docusaurus', dir: plain, pagePath: PLAIN_PAGE, file: 'docs/page-001.md', port: 3312 },
  ];
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts `docusaurus start` in the site's copy; resolves once `page` shows its heading, with the seconds taken. */
async function startAndShow(site, page) {
  const started = Date.now();
  const server = spawn(
    process.execPath,
    ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'start', '--no-open', '--host', '127.0.0.1', '--port', String(site.port)],
    { cwd: site.dir, env: { ...process.env, BROWSER: 'none' }, stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${site.port}${site.pagePath}`;
  try {
    while (!(await answers(url))) {
      if (server.exitCode !== null) throw new Error(`docusaurus start exited with ${server.exitCode} in ${site.dir}`);
      if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`docusaurus start did not answer within 5 minutes in ${site.dir}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await page.goto(url);
    await page.locator('h1').first().waitFor({ timeout: START_TIMEOUT_MS });
  } catch (error) {
    await stop();
    throw error;
  }
  return { seconds: (Date.now() - started) / 1000, stop };
}

/** Appends a new paragraph to the page's file `EDITS` times; the milliseconds until each shows in the open page. */
async function timeEdits(site, page) {
  const file = path.join(site.dir, site.file);
  const original = fs.readFileSync(file, 'utf8');
  const times = [];
  for (let edit = 0; edit < EDITS; edit += 1) {
    const marker = `Paragraph added by the bench, edit ${edit + 1}.`;
    const written = Date.now();
    fs.writeFileSync(file, `${original}\n\n${marker}\n`);
    await page.getByText(marker).waitFor({ timeout: 60_000 });
    times.push(Date.now() - written);
    // Let the dev server settle (its cache is written after a compilation) before the next edit.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  fs.writeFileSync(file, original);
  return times;
}

export async function benchDevServer(siteDir, browser) {
  const rows = [];
  for (const site of prepareSites(siteDir)) {
    console.log(`npm start, ${site.label}: cold start, ${EDITS} edits, warm start...`);
    const page = await browser.newPage();
    try {
      const cold = await startAndShow(site, page);
      const edits = await timeEdits(site, page).finally(cold.stop);
      const warm = await startAndShow(site, page);
      await warm.stop();
      rows.push({ site: site.label, coldSeconds: cold.seconds, warmSeconds: warm.seconds, editMs: median(edits), editRangeMs: spread(edits) });
    } finally {
      await page.close();
    }
  }
  fs.rmSync(path.join(siteDir, 'bench', 'dev'), { recursive: true, force: true });
  return rows;
}

export function printDevServer(rows) {
  console.log('\nnpm start: from the command to a page shown, and from an edit of that page to the change shown');
  console.table(
    rows.map((row) => ({
      site: row.site,
      'cold start s': row.coldSeconds.toFixed(1),
      'warm start s': row.warmSeconds.toFixed(1),
      'edit shown ms': `${row.editMs} (${row.editRangeMs.join('–')})`,
    })),
  );
}
