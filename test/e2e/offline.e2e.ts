/**
 * Offline reading: on the docs host the service worker caches the
 * pages a reader visits, so they open with the server gone; a new deployment
 * reloads an open page only once it has focus again. Elsewhere no worker runs.
 */
import type { Page } from '@playwright/test';
import { gotoAndSettle, waitForHydration } from './support/browser';
import { docsHost, test, useRealFocus, type PublishedBuild } from './support/docsHost';
import { search, searchBox, searchResults, searchResultTitles, waitForAnswer } from './support/search';
import { expect } from './support/fixtures';

/**
 * Polls the page from Node every 250 ms until `done` accepts what `read` returned, for 30 s unless told. From Node, so
 * it polls a page in a background tab too, where the animation frames of `waitForFunction` never come.
 */
async function pollPage<T>(
  page: Page,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  failure: (last: T) => string,
  timeout = 30_000,
): Promise<void> {
  // Not waitForFunction: it takes the promise an async check returns for a true value.
  await expect
    .poll(
      async () => {
        const value = await page.evaluate(read);
        return done(value) ? 'done' : failure(value);
      },
      { timeout, intervals: [250] },
    )
    .toBe('done');
}

/**
 * Waits until the worker controls the page and holds the page and everything it loaded. The page must have
 * hydrated first: its bundles can ask for more chunks, which a reload offline needs too. Cached means every loaded URL is in a cache on two polls in a row with nothing loaded between them
 * (precached files are stored with a `__WB_REVISION__` query, hence the match that ignores the query).
 */
async function waitUntilCached(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  let settledCount = -1;
  await pollPage(
    page,
    async () => {
      const urls = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)]
        .filter((url) => url.startsWith(location.origin))
        .map((url) => url.replace(/#.*$/, ''));
      const found = await Promise.all(urls.map((url) => caches.match(url, { ignoreSearch: true })));
      return { loaded: urls.length, uncached: urls.filter((_, index) => !found[index]) };
    },
    ({ loaded, uncached }) => {
      const settled = uncached.length === 0 && loaded === settledCount;
      settledCount = uncached.length === 0 ? loaded : -1;
      return settled;
    },
    ({ uncached }) => `these files were still not cached: ${uncached.join(', ')}`,
  );
}

/**
 * Publishes a new deployment and has the reader's page look for it, then waits, up to a minute, until the new worker
 * controls the page; a failure says where the new worker got stuck.
 */
async function deployAgainAndWaitForNewWorker(site: PublishedBuild, page: Page): Promise<void> {
  await page.evaluate(() =>
    navigator.serviceWorker.addEventListener('controllerchange', () => Object.assign(window, { newWorkerInControl: true })),
  );
  await site.publishNewDeployment();
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => found?.update()));
  await pollPage(
    page,
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        inControl: 'newWorkerInControl' in window,
        workers: `installing ${registration?.installing?.state}, waiting ${registration?.waiting?.state}, active ${registration?.active?.state}`,
      };
    },
    ({ inControl }) => inControl,
    ({ workers }) => `no new worker took control of the page (${workers})`,
    60_000,
  );
}

function waitForPrecachedOfflinePage(page: Page): Promise<void> {
  return pollPage(
    page,
    async () => Boolean(await caches.match('/x/offline/', { ignoreSearch: true })),
    (precached) => precached,
    () => 'the offline page was still not precached',
  );
}

/** A page of the served copy asked from Node: the docs host resolves to 127.0.0.1 only in the browser. */
function onLoopback(origin: string, pathname: string): URL {
  const url = new URL(pathname, origin);
  url.hostname = '127.0.0.1';
  return url;
}

test.describe('service worker', () => {
  test(`registers only on the docs host (${docsHost()}), not on 127.0.0.1`, async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/introduction/');
    // On the docs host the worker registers once the page's bundles have loaded, by the time the network is idle.
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => navigator.serviceWorker.getRegistrations().then((found) => found.length))).resolves.toBe(0);
  });

  test('opens a visited page after the server is stopped', async ({ site, docsHostBrowser: browser }) => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/x/react-data-grid/sorting/`, { waitUntil: 'networkidle' });
    // The registration waits for the load event and the bundles: on a busy machine after the network is idle.
    await waitForHydration(page);
    await expect(page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).resolves.toBe(
      `${site.origin}/sw.js`,
    );
    await waitUntilCached(page);

    await site.stop();
    await expect(fetch(onLoopback(site.origin, '/x/react-data-grid/sorting/'))).rejects.toThrow();
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await expect(page.locator('article h1').first().textContent()).resolves.toBe('Sorting');
    await page.getByRole('toolbar', { name: 'demo source' }).first().waitFor();
  });

  test('opens the saved copy of a page when the server answers 503 for it', async ({ site, docsHostBrowser: browser }) => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/x/react-data-grid/sorting/`, { waitUntil: 'networkidle' });
    await waitUntilCached(page);

    await site.answerUnavailable('/x/react-data-grid/sorting/');
    await expect(fetch(onLoopback(site.origin, '/x/react-data-grid/sorting/')).then((response) => response.status)).resolves.toBe(503);
    const reloaded = page.waitForEvent('response', (response) => response.url() === `${site.origin}/x/react-data-grid/sorting/`);
    await page.reload({ waitUntil: 'load' });
    // What the worker handed the page: the saved copy, not the server's answer.
    await expect(reloaded.then((response) => response.status())).resolves.toBe(200);
    await waitForHydration(page);
    await expect(page.locator('article h1').first().textContent()).resolves.toBe('Sorting');
    await expect(page.locator('body').textContent()).resolves.not.toContain('Service Unavailable');

    // A page never saved shows the server's answer, which says what went wrong.
    await site.answerUnavailable('/x/react-data-grid/pagination/');
    const unsaved = await page.goto(`${site.origin}/x/react-data-grid/pagination/`, { waitUntil: 'load' });
    expect(unsaved?.status()).toBe(503);
    await expect(page.locator('body').textContent()).resolves.toBe('Service Unavailable');
  });

  test('opens offline a page first read with a query string at its clean address, and the other way round', async ({
    site,
    docsHostBrowser: browser,
  }) => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/x/react-data-grid/sorting/?utm_source=newsletter`, { waitUntil: 'networkidle' });
    await waitUntilCached(page);
    await page.goto(`${site.origin}/x/react-charts/bars/`, { waitUntil: 'networkidle' });
    await waitUntilCached(page);

    await site.stop();
    await page.goto(`${site.origin}/x/react-data-grid/sorting/`, { waitUntil: 'load' });
    await expect(page.locator('article h1').first().textContent()).resolves.toBe('Sorting');
    await page.goto(`${site.origin}/x/react-charts/bars/?ref=share`, { waitUntil: 'load' });
    await expect(page.locator('article h1').first().textContent()).resolves.toBe('Bars');
  });

  test('shows the offline page, listing the saved pages, for a link to a page never opened', async ({ site, docsHostBrowser: browser }) => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/x/react-data-grid/sorting/`, { waitUntil: 'networkidle' });
    await waitUntilCached(page);
    // Installed: the worker has precached the offline page and its files.
    await waitForPrecachedOfflinePage(page);

    await site.stop();
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Pagination', exact: true }).click();
    await page.waitForURL('**/x/offline/?from=*');
    await waitForHydration(page);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Pages available offline');
    await expect(page.locator('main').textContent()).resolves.toContain('/x/react-data-grid/pagination/');
    const saved = page.getByRole('list', { name: 'Saved pages' });
    await saved.getByRole('link', { name: /^Sorting/ }).click();
    await page.waitForURL('**/x/react-data-grid/sorting/');
    await expect(page.locator('article h1').first().textContent()).resolves.toBe('Sorting');
  });

  test('answers a search offline from the fragments a reader fetched, and every search after "Keep search available offline"', async ({
    site,
    docsHostBrowser: browser,
  }) => {
    const page = await browser.newPage();
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) indexRequests.push(request.url());
    });
    await page.goto(`${site.origin}/x/introduction/`, { waitUntil: 'networkidle' });
    await waitUntilCached(page);
    // Nothing of the index is downloaded before the reader searches or asks for it.
    expect(indexRequests).toEqual([]);
    await search(page, 'sorting');

    await page.goto(`${site.origin}/search/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Keep search available offline' }).click();
    await page.getByText('Search is available offline on this device.').waitFor();

    await site.stop();
    await page.goto(`${site.origin}/x/introduction/`, { waitUntil: 'load' });
    await waitForHydration(page);
    // Fetched online by the first search...
    await search(page, 'sorting');
    await expect(searchResults(page).count()).resolves.toBeGreaterThan(0);
    // ...and never searched online: answered from the whole index kept.
    await searchBox(page).fill('pagination');
    await waitForAnswer(page, 'pagination');
    await expect(searchResultTitles(page).first().textContent()).resolves.toMatch(/^Pagination/);
  });

  test('does not download the index for "Keep search available offline" when the browser asks to save data', async ({
    site,
    docsHostBrowser: browser,
  }) => {
    const page = await browser.newPage();
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    await page.goto(`${site.origin}/search/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // The download starts with the list of the index's files, then its chunks; the search box's own start (Pagefind's
    // entry, metadata and engine), which may come after the network was idle on a busy machine, is not one.
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/pagefind\/(x-docs-files\.json|index\/|fragment\/|filter\/)/.test(request.url())) indexRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Keep search available offline' }).click();
    await page.getByText('Your browser asks to save data, so the search index is not downloaded.').waitFor();
    expect(indexRequests).toEqual([]);
  });

  test('reloads an open page on a new deployment only once the page has focus again', async ({ site, docsHostBrowser: browser }) => {
    const context = await browser.newContext();
    const reader = await context.newPage();
    await reader.goto(`${site.origin}/x/react-charts/bars/`, { waitUntil: 'networkidle' });
    await waitUntilCached(reader);
    await useRealFocus(reader);
    await reader.evaluate(() => Object.assign(window, { readingSinceLoad: true }));

    // The site is deployed again while the reader reads on: its new worker takes over, and the page stays.
    await deployAgainAndWaitForNewWorker(site, reader);
    await reader.waitForTimeout(1000);
    await expect(reader.evaluate(() => 'readingSinceLoad' in window)).resolves.toBe(true);

    // The reader switches to another tab: the page stays while they are away, and reloads when they come back.
    const otherTab = await context.newPage();
    await otherTab.bringToFront();
    await expect(reader.evaluate(() => document.hasFocus())).resolves.toBe(false);
    await reader.waitForTimeout(1000);
    await expect(reader.evaluate(() => 'readingSinceLoad' in window)).resolves.toBe(true);
    const reloaded = reader.waitForEvent('load');
    await reader.bringToFront();
    await reloaded;
    await expect(reader.evaluate(() => 'readingSinceLoad' in window)).resolves.toBe(false);
    await expect(reader.locator('article h1').first().textContent()).resolves.toBe('Bars');
  });

  test('does not reload for a new deployment while the reader types a comment, and keeps the comment', async ({
    site,
    docsHostBrowser: browser,
  }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('docs-cookie-consent', 'analytics'));
    const reader = await context.newPage();
    await reader.goto(`${site.origin}/x/react-charts/bars/`, { waitUntil: 'networkidle' });
    await waitUntilCached(reader);
    await useRealFocus(reader);
    await reader.getByRole('button', { name: 'No', exact: true }).click();
    const comment = reader.getByLabel('What was missing or unclear? (optional)');
    await comment.fill('A stacked example, please.');
    await reader.evaluate(() => {
      Object.assign(window, { readingSinceLoad: true, returns: 0 });
      window.addEventListener('focus', () => Object.assign(window, { returns: (window as unknown as { returns: number }).returns + 1 }));
    });
    await deployAgainAndWaitForNewWorker(site, reader);

    // The reader goes to another tab and comes back twice. Two returns with the comment still typed: had the first one
    // reloaded, the second could not be counted.
    const otherTab = await context.newPage();
    await otherTab.bringToFront();
    for (const expectedReturns of [1, 2]) {
      await reader.bringToFront();
      await reader.waitForFunction((count) => (window as unknown as { returns: number }).returns >= count, expectedReturns);
      await otherTab.bringToFront();
    }
    await expect(reader.evaluate(() => 'readingSinceLoad' in window)).resolves.toBe(true);
    await expect(comment.inputValue()).resolves.toBe('A stacked example, please.');
  });
});
