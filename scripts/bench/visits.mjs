/**
 * What a reader's browser downloads for a page, counted on the wire (Chromium's encoded lengths, headers included):
 * - `firstLoad`: every request up to the load event, on an empty cache;
 * - `settled`: every request once the network has been quiet for `QUIET_MS` after load, so what Docusaurus
 *   prefetches for the links in view (the sidebar's pages) is included;
 * - `repeat`: a second visit of the same page in the same browser profile (warm HTTP cache): what still goes to
 *   the network and its bytes (revalidations answered `304` count as requests).
 */
const QUIET_MS = 2000;

/** Records the requests of a page through the DevTools protocol, which knows what the cache answered. */
async function recordRequests(context, page) {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  const requests = new Map();
  session.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!request.url.startsWith('data:')) requests.set(requestId, { url: request.url, bytes: 0, fromCache: false, done: false });
  });
  session.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = requests.get(requestId);
    if (entry) entry.fromCache = true;
  });
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (entry && (response.fromDiskCache || response.fromMemoryCache || response.fromPrefetchCache)) entry.fromCache = true;
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) {
      entry.bytes = encodedDataLength;
      entry.done = true;
    }
  });
  return () => {
    const overNetwork = [...requests.values()].filter((entry) => !entry.fromCache);
    return { requests: overNetwork.length, bytes: overNetwork.reduce((sum, entry) => sum + entry.bytes, 0) };
  };
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  await page.waitForLoadState('networkidle');
}

export async function measureVisits(browser, origin, pathname) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    const first = await context.newPage();
    const firstCount = await recordRequests(context, first);
    await first.goto(`${origin}${pathname}`, { waitUntil: 'load' });
    const firstLoad = firstCount();
    await settle(first);
    const settled = firstCount();
    await first.close();

    const second = await context.newPage();
    const repeatCount = await recordRequests(context, second);
    await second.goto(`${origin}${pathname}`, { waitUntil: 'load' });
    await settle(second);
    return { firstLoad, settled, repeat: repeatCount() };
  } finally {
    await context.close();
  }
}
