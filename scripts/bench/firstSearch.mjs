/**
 * The first search of a visit, as a reader does it: the page is loaded and settled, the reader clicks the search
 * box and types a query at `KEY_DELAY_MS` per key. Measured:
 * - `afterLastKeyMs`: from the last keystroke to the first result listed for the whole query;
 * - `afterFocusMs`: from the click to that result;
 * - `bytes`: everything downloaded from the click until then (the search box's code, Pagefind's client, its
 *   WebAssembly and the index fragments the query needs), on the wire (Playwright's request events, which unlike a
 *   page's DevTools session include the worker's requests).
 * The `mobile` profile throttles as Lighthouse's mobile run does (4× CPU, 1.6 Mbit/s down, 150 ms round trip);
 * `desktop` does not throttle.
 */

const KEY_DELAY_MS = 200;
export const SEARCH_PROFILES = {
  mobile: { cpuRate: 4, network: { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 } },
  desktop: { cpuRate: 1, network: null },
};

export async function measureFirstSearch(browser, origin, pathname, query, profileName) {
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
    // Resolves with the time from the last keydown to the first result the list shows after it.
    await page.evaluate(() => {
      window.__firstSearch = new Promise((resolve) => {
        const clickedAt = performance.now();
        let lastKeyAt;
        document.addEventListener('keydown', () => {
          if (window.__lastKeyNext) lastKeyAt = performance.now();
        }, { capture: true });
        const observer = new MutationObserver((records) => {
          if (lastKeyAt === undefined) return;
          const addsResult = records.some((record) =>
            [...record.addedNodes].some((node) => node instanceof Element && (node.matches('[data-search-result]') || node.querySelector('[data-search-result]'))),
          );
          if (addsResult) {
            observer.disconnect();
            resolve({ afterLastKeyMs: performance.now() - lastKeyAt, afterFocusMs: performance.now() - clickedAt });
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    });
    await box.click();
    await page.keyboard.type(query.slice(0, -1), { delay: KEY_DELAY_MS });
    await page.waitForTimeout(KEY_DELAY_MS);
    await page.evaluate(() => (window.__lastKeyNext = true));
    await page.keyboard.press(query.at(-1));
    const timing = await page.evaluate(() => window.__firstSearch);
    return { ...timing, bytes };
  } finally {
    await context.close();
  }
}
