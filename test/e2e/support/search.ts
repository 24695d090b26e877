/** The local search box as a reader uses it: the keyboard shortcut, typing, and the listed results. */
import type { Page } from 'playwright-core';

export function searchBox(page: Page) {
  return page
    .getByRole('textbox', { name: 'Search' })
    .or(page.getByRole('combobox', { name: 'Search' }))
    .first();
}

export function searchResults(page: Page) {
  return page.getByRole('option');
}

function searchHasFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Search');
}

/** Focuses the search box with Ctrl+K and types `query`. */
export async function typeSearch(page: Page, query: string): Promise<void> {
  // The shortcut works once the page is hydrated, which a demo-heavy page may still be doing after load.
  for (let attempt = 0; !(await searchHasFocus(page)); attempt += 1) {
    if (attempt === 10) throw new Error('Ctrl+K did not focus the search box.');
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(attempt === 0 ? 100 : 500);
  }
  await page.keyboard.type(query);
}

/** Opens search with the keyboard shortcut and types a query; resolves once results are listed. */
export async function search(page: Page, query: string): Promise<void> {
  await typeSearch(page, query);
  await searchResults(page).first().waitFor();
}
