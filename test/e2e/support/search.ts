/** The search box as a reader uses it: the keyboard shortcut, typing, and the listed results. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The navbar's search box, in any language. */
export function searchBox(page: Page): Locator {
  return page.locator('.navbar__search input[type="search"]').first();
}

/** The search box's results panel, or the search page's results. */
export function searchPanel(page: Page): Locator {
  return page.locator('[data-search-panel]');
}

export function searchResults(page: Page): Locator {
  return page.locator('[data-search-results] > [data-search-result]');
}

/** The title link of each listed result. */
export function searchResultTitles(page: Page): Locator {
  return searchResults(page).locator('a.search-result-title');
}

/** Focuses the search box with Ctrl+K and types `query`. */
export async function typeSearch(page: Page, query: string): Promise<void> {
  // The shortcut works once the page is hydrated, which a demo-heavy page may still be doing after load.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.type(query);
}

/** Resolves once the answer to `query` is shown (found or not): the status says it is done for that query. */
export async function waitForAnswer(page: Page, query: string): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const status = document.querySelector('[data-search-status]');
      if (status?.getAttribute('data-search-status') !== 'done') return false;
      const list = document.querySelector('[data-search-results]');
      return list ? list.getAttribute('data-query') === expected : (status.textContent ?? '').includes(expected);
    },
    query.trim(),
    { timeout: 20_000 },
  );
}

/** Opens search with the keyboard shortcut and types a query; resolves once that query's results are listed. */
export async function search(page: Page, query: string): Promise<void> {
  await typeSearch(page, query);
  await waitForAnswer(page, query);
}
