/**
 * Search on Pagefind: Ctrl+K and typing at once, results that are always the latest query's, the current product
 * first, the API reference found by what a prop does, Chinese, filters, hostile queries shown as text, and the search
 * page.
 */
import type { Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { search, searchBox, searchResults as results, searchResultTitles, typeSearch, waitForAnswer } from './support/search';
import { expect, test } from './support/fixtures';

/** The product label of each listed result, in order. */
function productLabels(page: Page): Promise<string[]> {
  return results(page).locator('[data-search-product]').allTextContents();
}

/** The path of each listed result, in order. */
function resultPaths(page: Page): Promise<string[]> {
  return searchResultTitles(page).evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
}

/** The search page's answer to `query` (under the locale's base URL): how many pages it found, and their paths. */
async function searchPage(page: Page, query: string, baseUrl = '/'): Promise<{ total: number; paths: string[] }> {
  await gotoAndSettle(page, `${baseUrl}search/?q=${encodeURIComponent(query)}`);
  await waitForAnswer(page, query);
  const status = (await page.locator('[data-search-status]').textContent()) ?? '';
  return { total: Number(/(\d+) (results|个结果)/.exec(status)?.[1] ?? 0), paths: await resultPaths(page) };
}

test.describe('search', () => {
  test('finds the Data Grid pagination page first for "pagination" and opens it', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/introduction/');
    await search(page, 'pagination');
    await expect(resultPaths(page).then((paths) => paths[0])).resolves.toBe('/x/react-data-grid/pagination/');
    await expect(productLabels(page).then((labels) => labels[0])).resolves.toBe('Data Grid');
    await expect(results(page).first().locator('mark').first().textContent()).resolves.toMatch(/^pagination\W*$/i);
    await searchResultTitles(page).first().click();
    await page.waitForURL('**/x/react-data-grid/pagination/');
    await page.locator('article h1', { hasText: /^Pagination$/ }).waitFor();
    await expect(page.locator('[data-search-panel]').count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });

  test("lists the current product's results first, where relevance alone would not", async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/introduction/');
    await search(page, 'accessibility');
    const byRelevance = await productLabels(page);
    expect(byRelevance[0]).not.toBe('Tree View');
    expect(byRelevance).toContain('Tree View');

    await gotoAndSettle(page, '/x/react-tree-view/');
    await search(page, 'accessibility');
    const labels = await productLabels(page);
    expect(labels[0]).toBe('Tree View');
    const firstOtherProduct = labels.findIndex((label) => label !== 'Tree View');
    if (firstOtherProduct !== -1) expect(labels.slice(firstOtherProduct)).not.toContain('Tree View');
  });

  for (const [pathname, query] of [
    ['/x/introduction/', 'getRowId'],
    ['/zh/x/introduction/', '排序'],
  ] as const) {
    test(`lists the results of the whole query typed at once after Ctrl+K on ${pathname}, while the search client is slow to load: ${query}`, async ({
      openPage,
    }) => {
      const { page } = await openPage();
      const expected = await searchPage(page, query, pathname.startsWith('/zh/') ? '/zh/' : '/');
      expect(expected.total).toBeGreaterThan(1);
      let releaseClient = () => {};
      const clientHeld = new Promise<void>((resolve) => {
        releaseClient = resolve;
      });
      await page.route(/\/pagefind\/pagefind\.js$/, async (route) => {
        await clientHeld;
        await route.continue();
      });
      await gotoAndSettle(page, pathname);
      await typeSearch(page, query);
      releaseClient();
      await waitForAnswer(page, query);
      await expect(page.locator('[data-search-status]').textContent()).resolves.toContain(`${expected.total}`);
      await expect(searchBox(page).inputValue()).resolves.toBe(query);
    });
  }

  test('never shows the answer to an older query after a newer one was typed', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/introduction/');
    // The first query's index fragments answer slowly, so its answer comes after the second query's.
    let slowRequests = 0;
    await page.route(/\/pagefind\/(index|fragment)\//, async (route) => {
      slowRequests += 1;
      if (slowRequests <= 2) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await typeSearch(page, 'tooltip');
    await page.waitForFunction(() => document.querySelector('[data-search-status]')?.getAttribute('data-search-status') === 'searching');
    await searchBox(page).fill('selection');
    await waitForAnswer(page, 'selection');
    // Long after the older answer arrived, the list is still the newer query's.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-search-results]').getAttribute('data-query')).resolves.toBe('selection');
  });

  test('finds a prop of the API reference by what its description says', async ({ openPage }) => {
    const { page } = await openPage();
    const { paths } = await searchPage(page, 'row height');
    expect(paths.some((path) => path.startsWith('/x/api/data-grid/'))).toBe(true);
    const apiResult = results(page)
      .filter({ has: page.locator('[data-search-kind="api"]') })
      .first();
    await expect(apiResult.locator('mark').allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(row|height)$/i)]),
    );
  });

  test('shows the cells of a table as separate words in an excerpt', async ({ openPage }) => {
    const { page } = await openPage();
    const { paths } = await searchPage(page, 'filter panel MIT');
    expect(paths).toContain('/x/react-data-grid/features/');
    const excerpt = await results(page)
      .filter({ has: page.locator('a[href$="/x/react-data-grid/features/"]') })
      .first()
      .innerText();
    expect(excerpt).toMatch(/filter panel\. MIT/);
    expect(excerpt).not.toMatch(/[a-z](MIT|Pro|Premium)\b/);
  });

  test("titles a result and its sections by their headings' words, without the badges, marks and anchor drawn beside them", async ({
    openPage,
  }) => {
    const { page } = await openPage();
    const links = () => results(page).locator('a').allTextContents();
    await searchPage(page, 'BarChartPro');
    // The page's title carries a Pro badge, and its sections an anchor link, whose zero-width space was in their titles.
    await expect(searchResultTitles(page).first().textContent()).resolves.toBe('BarChartPro');
    expect(await links()).toEqual(expect.arrayContaining(['Import', 'Props']));

    await searchPage(page, 'row grouping');
    const titles = await links();
    // "Group rows" is a heading with a "Needs Premium" mark beside it.
    expect(titles).toContain('Group rows');
    expect(titles.filter((title) => /Needs (Pro|Premium)|\u200b|(Pro|Premium)(Pro|Premium)$/.test(title))).toEqual([]);
  });

  test('finds the sorting pages for 排序 from the Chinese site', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/zh/x/react-data-grid/');
    await search(page, '排序');
    const paths = await resultPaths(page);
    expect(paths).toContain('/zh/x/react-data-grid/sorting/');
    expect(paths.every((path) => path.startsWith('/zh/'))).toBe(true);
  });

  test('narrows the results by product, kind and plan', async ({ openPage }) => {
    const { page } = await openPage();
    const all = await searchPage(page, 'selection');
    await page.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Tree View' });
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'API' });
    await page.waitForFunction(
      () =>
        document.querySelector('[data-search-status]')?.textContent?.includes('results') &&
        document.querySelector('[data-search-status]')?.getAttribute('data-search-status') === 'done' &&
        [...document.querySelectorAll('[data-search-product]')].every((chip) => chip.textContent === 'Tree View'),
    );
    const labels = await productLabels(page);
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set(['Tree View']));
    await expect(
      results(page)
        .locator('[data-search-kind]')
        .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-search-kind'))),
    ).resolves.toEqual(labels.map(() => 'api'));
    expect(labels.length).toBeLessThan(all.total);
    await page.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'Premium' });
    await page.waitForFunction(() => document.querySelector('[data-search-status]')?.getAttribute('data-search-status') === 'done');
    await expect(page.locator('[data-search-status]').textContent()).resolves.toMatch(/^No results/);
  });

  for (const [kind, query] of [
    ['regular-expression characters', 'grid.*(row|[col'],
    ['markup', '<img src=x onerror="window.injected=1"><b>bold</b>'],
    ['a 10 KB query', 'row '.repeat(2560)],
  ] as const) {
    test(`shows ${kind} as text, in the box and on the search page`, async ({ openPage }) => {
      const { page, problems } = await openPage();
      await gotoAndSettle(page, '/x/introduction/');
      await searchBox(page).fill(query);
      await waitForAnswer(page, query);
      await expect(page.locator('[data-search-status]').textContent()).resolves.toContain(query.trim());
      await searchBox(page).press('Enter');
      await page.waitForURL('**/search/?q=*');
      await waitForAnswer(page, query);
      await expect(page.locator('[data-search-page] input[type="search"]').inputValue()).resolves.toBe(query.trim());
      await expect(page.evaluate(() => (window as unknown as { injected?: number }).injected)).resolves.toBeUndefined();
      await expect(page.locator('main img[src="x"], main b').count()).resolves.toBe(0);
      expect(problems.errors).toEqual([]);
    });
  }

  for (const [device, viewport] of [
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', { width: 390, height: 844 }],
  ] as const) {
    test(`lists the search page’s results in its main landmark without moving the page, on ${device}`, async ({ openPage }) => {
      const { page, problems } = await openPage({ viewport });
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
      await waitForAnswer(page, 'grid');
      await expect(main.locator('[data-search-result]').count()).resolves.toBeGreaterThan(0);
      await expect(main.count()).resolves.toBe(1);
      await expect(main.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      await expect(page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).resolves.toBeLessThan(0.01);
      expect(problems.errors).toEqual([]);
    });
  }

  test('says so when the search client cannot load, and searches after Try again', async ({ openPage }) => {
    const { page } = await openPage();
    await page.route(/\/pagefind\/pagefind\.js$/, (route) => route.abort());
    await gotoAndSettle(page, '/x/introduction/');
    await typeSearch(page, 'pagination');
    await page.getByRole('alert').filter({ hasText: 'Search could not load.' }).waitFor();
    await page.unroute(/\/pagefind\/pagefind\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForAnswer(page, 'pagination');
  });
});
