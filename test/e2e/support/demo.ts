import type { Locator, Page } from 'playwright-core';

/** A demo on the page, by its name (its anchor id). */
export function demo(page: Page, name: string): Locator {
  return page.locator(`[id="${name}"]`);
}
