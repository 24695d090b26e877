import { expect, type Page } from '@playwright/test';

/**
 * The reader's system switches to `mode`; a site left in System mode (no mode chosen in its settings) follows it, and
 * this waits until it has.
 */
export async function systemTurns(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** Opens the settings drawer from the navbar. */
export async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  await page.getByRole('dialog').waitFor();
}

/** Clicks one option of the drawer ("Dark", "Right to left", "JavaScript"...). */
export async function chooseSetting(page: Page, option: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: option, exact: true }).click();
}

export async function closeSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close settings' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

export function htmlTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-theme'));
}
