/**
 * Local search: Ctrl+K opens it, results name their product, the current
 * product's pages come first, and a result opens its page.
 */
import type { Page } from 'playwright-core';
import { gotoAndSettle, openPage, launchSharedBrowser } from './support/browser';
import { search, searchBox, searchResults as results, typeSearch, waitForResults } from './support/search';

const browser = launchSharedBrowser();

/** The product labels of the listed results, in order (headings under a page carry none). */
async function productLabels(page: Page): Promise<string[]> {
  return results(page).evaluateAll((options) =>
    options.map((option) => option.querySelector('[class*="productLabel"]')?.textContent ?? '').filter(Boolean),
  );
}

describe('search', () => {
  it('finds the Data Grid pagination page first for "pagination" and opens it', async () => {
    const { page, problems } = await openPage(browser());
    await gotoAndSettle(page, '/x/introduction/');
    await search(page, 'pagination');
    const first = results(page).first();
    await expect(first.textContent()).resolves.toMatch(/^Pagination\s*Data Grid$/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/x/react-data-grid/pagination/**');
    await page.locator('article h1', { hasText: /^Pagination$/ }).waitFor();
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('lists the current product first', async () => {
    const { page } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-charts/');
    await search(page, 'localization');
    const labels = await productLabels(page);
    expect(labels[0]).toBe('Charts');
    const firstOtherProduct = labels.findIndex((label) => label !== 'Charts');
    expect(firstOtherProduct).toBeGreaterThan(labels.lastIndexOf('Charts'));
    await page.context().close();
  });

  it('answers a query on the full site in under 50 ms', async () => {
    const { page } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-data-grid/');
    await search(page, 'row');
    // Each query (index loaded, worker warm) is timed from input to the first listed result.
    const timings: number[] = [];
    for (const query of ['column', 'filtering', 'date range', 'tooltip', 'keyboard navigation']) {
      await searchBox(page).fill('');
      await results(page).first().waitFor({ state: 'detached' });
      timings.push(
        await page.evaluate(
          (text) =>
            new Promise<number>((resolve) => {
              const input = document.activeElement as HTMLInputElement;
              const menu = document.querySelector('[role="listbox"]')?.parentElement ?? document.body;
              const started = performance.now();
              const observer = new MutationObserver(() => {
                if (menu.querySelector('[role="option"]')?.textContent?.toLowerCase().includes(text.slice(0, 4))) {
                  observer.disconnect();
                  resolve(performance.now() - started);
                }
              });
              observer.observe(menu, { childList: true, subtree: true });
              input.value = text;
              input.dispatchEvent(new Event('input', { bubbles: true }));
            }),
          query,
        ),
      );
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)] ?? Infinity;
    console.log(`search: median ${median.toFixed(1)} ms over ${timings.map((t) => t.toFixed(1)).join(', ')} ms`);
    expect(median).toBeLessThan(50);
    await page.context().close();
  });

  it("finds each product's key page first, and an API page by the name of one of its props", async () => {
    const { page } = await openPage(browser());
    /** The path of each result the search page lists for `query`, in order. */
    const resultPaths = async (query: string) => {
      await gotoAndSettle(page, `/search/?q=${encodeURIComponent(query)}`);
      const links = page.locator('article h2 a');
      await links.first().waitFor();
      return links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    };
    await expect(resultPaths('pagination').then((paths) => paths[0])).resolves.toBe('/x/react-data-grid/pagination/');
    await expect(resultPaths('DateRangePicker').then((paths) => paths[0])).resolves.toMatch(/\/date-range-picker\/$/);
    await expect(resultPaths('BarChart').then((paths) => paths[0])).resolves.toMatch(/\/(bars|bar-chart)\/$/);
    await expect(resultPaths('tree view selection').then((paths) => paths[0])).resolves.toMatch(/^\/x\/react-tree-view\/.*selection\/$/);
    // The tables of an API page are indexed by their names only: a prop's name finds its page.
    await expect(resultPaths('checkboxSelectionVisibleOnly')).resolves.toContain('/x/api/data-grid/data-grid-pro/');
    await page.context().close();
  });

  it.each([
    ['/x/introduction/', 'getRowId'],
    ['/zh/x/introduction/', '排序'],
  ])('lists every result of the whole index for a query typed on %s before the full text arrives: %s', async (pathname, query) => {
    const { page } = await openPage(browser());
    // The full text is held back until the query is typed, as on a slow connection.
    let releaseFullText = () => {};
    const fullTextHeld = new Promise<void>((resolve) => {
      releaseFullText = resolve;
    });
    await page.route(/search-index\.full-text\.json$/, async (route) => {
      await fullTextHeld;
      await route.continue();
    });
    await gotoAndSettle(page, pathname);
    const firstStage = page.waitForResponse((response) => /search-index\.json$/.test(response.url()));
    await typeSearch(page, query);
    await firstStage;
    releaseFullText();
    await waitForResults(page);
    await expect(results(page).count()).resolves.toBe(10);
    await page.context().close();
  });

  it.each([
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', { width: 390, height: 844 }],
  ])('lists the search page’s results in its main landmark without moving the page, on %s', async (_device, viewport) => {
    const { page, problems } = await openPage(browser(), { viewport });
    await page.addInitScript(() => {
      (window as unknown as { __layoutShift: number }).__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __layoutShift: number }).__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoAndSettle(page, '/search/?q=grid');
    const main = page.getByRole('main');
    await main.locator('article').first().waitFor();
    await expect(main.count()).resolves.toBe(1);
    await expect(main.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await expect(page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).resolves.toBeLessThan(0.01);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('searches the Chinese pages from the Chinese site', async () => {
    const { page } = await openPage(browser());
    await gotoAndSettle(page, '/zh/x/react-data-grid/');
    await search(page, 'pagination');
    await expect(results(page).first().textContent()).resolves.toMatch(/^Pagination\s*Data Grid$/);
    await results(page).first().click();
    await page.waitForURL('**/zh/x/react-data-grid/pagination/');
    await page.context().close();
  });

  it('finds a translated page by Chinese words from the Chinese site', async () => {
    const { page } = await openPage(browser());
    await gotoAndSettle(page, '/zh/x/introduction/');
    await search(page, '许可证密钥');
    await results(page).first().click();
    await page.waitForURL('**/zh/x/introduction/licensing/**');
    await page.locator('article h1', { hasText: /^许可$/ }).waitFor();
    await page.context().close();
  });
});
