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
  const header = section.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`);
  // In the middle of the window the menu opens below the header at once. Near the bottom edge MUI's popper flips it
  // above, and a press that lands while it moves can miss its item (the item takes focus, the click never fires).
  await header.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  await header.hover();
  await section.getByRole('button', { name: `${headerName} column menu` }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}
