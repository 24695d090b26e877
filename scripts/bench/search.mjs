/**
 * The search figures of `npm run bench` (issue 40's goals, MAINTAINING.md "Search"), measured from the text page:
 * - the first query of a visit, per profile: how long after its last key its first result shows, and what was
 *   downloaded before it and just after it;
 * - a session of five queries on the mobile profile: what the five download in all, and how soon each later query
 *   shows its first result.
 * The plain site has no search to compare with: the figures stand against the goals.
 */
import { chromium } from 'playwright-core';
import { startBuildServer } from '../serve-build.mjs';
import { measureSearchSession, SEARCH_PROFILES } from './searchSession.mjs';
import { median, spread } from './stats.mjs';

export const FIRST_QUERIES = ['pagination', 'DateRangePicker', 'row height'];
const SESSION_QUERIES = ['sorting', 'getRowId', 'pie chart labels', 'DateRangePicker', 'TreeItem'];
const ROUNDS = 3;
const GOALS = { firstBytes: 100 * 1024, sessionBytes: 300 * 1024, firstAfterLastKeyMs: 1000, laterAfterLastKeyMs: 100 };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const withRange = (values) => `${median(values)} (${spread(values).join('–')})`;

/** The build in `buildDir`, served, and a browser: `measure(browser, origin)`'s answer, with both closed after. */
export async function withServedBuild(buildDir, chromePath, measure) {
  const server = await startBuildServer({ dir: buildDir });
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    return await measure(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** `ROUNDS` first queries of a visit for `query`, each in a fresh browser context. */
async function firstQueryRuns(browser, origin, pathname, query, profile) {
  const runs = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push((await measureSearchSession(browser, origin, pathname, [query], profile)).runs[0]);
  return runs;
}

/** The first query's bytes for each of `queries` on the desktop profile (no throttling: bytes only), median of 3. */
export async function firstQueryBytes(browser, origin, pathname, queries = FIRST_QUERIES) {
  const bytes = {};
  for (const query of queries) {
    const runs = await firstQueryRuns(browser, origin, pathname, query, 'desktop');
    bytes[query] = median(runs.map((run) => run.bytes + run.bytesAfter));
  }
  return bytes;
}

export async function benchSearch(browser, origin, pathname) {
  const first = [];
  for (const profile of Object.keys(SEARCH_PROFILES)) {
    for (const query of FIRST_QUERIES) {
      const runs = await firstQueryRuns(browser, origin, pathname, query, profile);
      const of = (key) => runs.map((run) => Math.round(run[key]));
      first.push({
        profile,
        query,
        afterLastKeyMs: median(of('afterLastKeyMs')),
        afterLastKeyRangeMs: spread(of('afterLastKeyMs')),
        bytes: median(of('bytes')),
        bytesAfter: median(of('bytesAfter')),
      });
    }
  }
  const sessions = [];
  for (let round = 0; round < ROUNDS; round += 1) sessions.push(await measureSearchSession(browser, origin, pathname, SESSION_QUERIES, 'mobile'));
  const session = {
    queries: SESSION_QUERIES,
    bytes: median(sessions.map((run) => run.sessionBytes)),
    bytesRange: spread(sessions.map((run) => run.sessionBytes)),
    laterAfterLastKeyMs: SESSION_QUERIES.slice(1).map((query, index) => ({
      query,
      ms: sessions.map((run) => Math.round(run.runs[index + 1].afterLastKeyMs)),
    })),
  };
  return { first, session };
}

export function printSearch({ first, session }) {
  console.log(`First query of a visit from the text page, typed at 5 keys a second: medians of ${ROUNDS} runs (lowest–highest).`);
  console.log(
    `Goals: the first result within ${GOALS.firstAfterLastKeyMs} ms of the last key on the mobile profile, at most ${kb(GOALS.firstBytes)} before it`,
  );
  console.log('(what the earlier keys of the query fetched counts too), nothing large after it.');
  console.table(
    first.map((run) => ({
      profile: run.profile,
      query: run.query,
      'ms after last key': `${run.afterLastKeyMs} (${run.afterLastKeyRangeMs.join('–')})`,
      'KB before it': kb(run.bytes),
      'KB in the 1.5 s after': kb(run.bytesAfter),
    })),
  );
  console.log(
    `A session of ${session.queries.length} queries (mobile profile): ${kb(session.bytes)} in all, median of ${ROUNDS} ` +
      `(${session.bytesRange.map(kb).join('–')}; goal at most ${kb(GOALS.sessionBytes)}). Later queries, ms from the last key ` +
      `to the first result (goal ${GOALS.laterAfterLastKeyMs} ms):`,
  );
  console.table(session.laterAfterLastKeyMs.map(({ query, ms }) => ({ query, 'ms after last key': withRange(ms) })));
}
