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

/**
 * Resolves once the listed results have stayed the same for `quietMs`. The box answers each prefix of a query as it
 * is typed, so the first list to appear may belong to a prefix and be replaced a moment later.
 */
async function settledResults(page: Page, quietMs = 300): Promise<void> {
  const listed = () => searchResults(page).allTextContents();
  let previous = await listed();
  for (const started = Date.now(); Date.now() - started < 15_000;) {
    await page.waitForTimeout(quietMs);
    const current = await listed();
    if (current.length > 0 && current.join('\n') === previous.join('\n')) return;
    previous = current;
  }
  throw new Error(`The search results did not settle within 15 s; last listed: ${JSON.stringify(previous)}`);
}

/** Resolves once the typed query's results are listed. */
export async function waitForResults(page: Page): Promise<void> {
  await searchResults(page).first().waitFor();
  await settledResults(page);
}

/** Opens search with the keyboard shortcut and types a query; resolves once the query's results are listed. */
export async function search(page: Page, query: string): Promise<void> {
  await typeSearch(page, query);
  await waitForResults(page);
}
