import type { Locator, Page } from 'playwright-core';

/**
 * A demo on the page, by its name (its anchor id), scrolled into view as a reader would: a client-only demo
 * (a Data Grid) mounts only when it comes near the viewport.
 */
export async function demo(page: Page, name: string): Promise<Locator> {
  const section = page.locator(`[id="${name}"]`);
  await section.scrollIntoViewIfNeeded();
  return section;
}
