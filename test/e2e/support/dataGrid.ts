import type { Locator, Page } from '@playwright/test';
import { demo } from './demo';

/** The named Data Grid demo, scrolled into view, once its grid has rows on screen. */
export async function gridDemo(page: Page, name: string): Promise<Locator> {
  const section = await demo(page, name);
  await section.locator('.MuiDataGrid-row[data-id]').first().waitFor();
  return section;
}

/** Opens the column menu of `field` (headed `headerName`) with its three-dot button, as a reader does. */
export async function openColumnMenu(page: Page, section: Locator, field: string, headerName: string): Promise<Locator> {
  await section.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`).hover();
  await section.getByRole('button', { name: `${headerName} column menu` }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}
