/**
 * A reader's search session, as a reader does it: the page is loaded and settled, the reader clicks the search box
 * and types a query at `KEY_DELAY_MS` per key, reads the results, then selects the box's text and types the next
 * query over it. For each query:
 * - `afterLastKeyMs`: from its last keystroke to the first result listed for the whole query (a list answering an
 *   earlier prefix does not count);
 * - `bytes`: everything downloaded from the query's first key (for the first query, from the click: the search box's
 *   code, Pagefind's client, its WebAssembly and the index chunks and fragments) until that result;
 * - `bytesAfter`: what arrives in the `SETTLE_MS` after it (the other listed pages' excerpts).
 * Bytes are counted on the wire (Playwright's request events, which unlike a page's DevTools session include the
 * worker's requests). The `mobile` profile throttles as Lighthouse's mobile run does (4× CPU, 1.6 Mbit/s down, 150 ms
 * round trip); `desktop` does not throttle.
 */

const KEY_DELAY_MS = 200;
const SETTLE_MS = 1500;
export const SEARCH_PROFILES = {
  mobile: { cpuRate: 4, network: { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 } },
  desktop: { cpuRate: 1, network: null },
};

/** Resolves in the page when the results listed for `query` show their first page. */
function whenListed(query) {
  window.__listed = new Promise((resolve) => {
    let lastKeyAt;
    window.__markLastKey = () => (lastKeyAt = performance.now());
    const listed = () => document.querySelector(`[data-search-results][data-query="${CSS.escape(query)}"] [data-search-result]`);
    const observer = new MutationObserver(() => {
      if (lastKeyAt === undefined || !listed()) return;
      observer.disconnect();
      resolve(performance.now() - lastKeyAt);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-query'] });
  });
}

export async function measureSearchSession(browser, origin, pathname, queries, profileName) {
  const profile = SEARCH_PROFILES[profileName];
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const session = await context.newCDPSession(page);
    if (profile.network) {
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', profile.network);
    }
    await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
    let bytes = 0;
    context.on('requestfinished', async (request) => {
      const { responseBodySize, responseHeadersSize } = await request.sizes();
      bytes += Math.max(0, responseBodySize) + Math.max(0, responseHeadersSize);
    });
    const box = page.getByRole('searchbox', { name: 'Search' }).first();
    const runs = [];
    for (const [index, query] of queries.entries()) {
      const bytesAtStart = bytes;
      await page.evaluate(whenListed, query);
      if (index === 0) await box.click();
      else await box.selectText();
      await page.keyboard.type(query.slice(0, -1), { delay: KEY_DELAY_MS });
      await page.waitForTimeout(KEY_DELAY_MS);
      await page.evaluate(() => window.__markLastKey());
      await page.keyboard.press(query.at(-1));
      const afterLastKeyMs = await page.evaluate(() => window.__listed);
      const bytesAtResult = bytes;
      await page.waitForTimeout(SETTLE_MS);
      runs.push({ query, afterLastKeyMs, bytes: bytesAtResult - bytesAtStart, bytesAfter: bytes - bytesAtResult });
    }
    return { runs, sessionBytes: runs.reduce((sum, run) => sum + run.bytes + run.bytesAfter, 0) };
  } finally {
    await context.close();
  }
}
