import { expect, type Locator, type Page } from '@playwright/test';
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

/**
 * The columns of a grid demo that end past the right edge of its scroller, with how far past it, and how far the
 * scroller scrolls sideways.
 */
async function columnsPastTheEdge(page: Page, name: string): Promise<string[]> {
  const section = await gridDemo(page, name);
  return section.evaluate((root) => {
    const scroller = root.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller');
    if (!scroller) return ['no grid'];
    const edge = scroller.getBoundingClientRect().left + scroller.clientWidth;
    const past = [...root.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeader[data-field]')]
      .map((header) => ({ field: header.dataset.field, past: Math.round(header.getBoundingClientRect().right - edge) }))
      .filter(({ past }) => past > 1)
      .map(({ field, past }) => `${field} (${past} px)`);
    // A column far past the edge is not rendered at all (column virtualization), but the scroller's content, as wide
    // as all the columns, still reaches it.
    const content = scroller.querySelector('.MuiDataGrid-virtualScrollerContent');
    const sideways = Math.round((content?.getBoundingClientRect().width ?? 0) - scroller.clientWidth);
    return sideways > 1 ? [...past, `scrolls sideways by ${sideways} px`] : past;
  });
}

/** Each named grid demo ends its last column within its scroller. */
export async function expectEveryColumnShown(page: Page, names: string[]): Promise<void> {
  const cut: Record<string, string[]> = {};
  for (const name of names) cut[name] = await columnsPastTheEdge(page, name);
  expect(cut).toEqual(Object.fromEntries(names.map((name) => [name, []])));
}

/** The given columns of a grid demo end within its scroller; its other columns may scroll sideways. */
export async function expectColumnsShown(page: Page, name: string, fields: string[]): Promise<void> {
  const section = await gridDemo(page, name);
  const cut = await section.evaluate((root, wanted) => {
    const scroller = root.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller');
    if (!scroller) return ['no grid'];
    const edge = scroller.getBoundingClientRect().left + scroller.clientWidth;
    return wanted.filter((field) => {
      const header = root.querySelector(`.MuiDataGrid-columnHeader[data-field="${field}"]`);
      return !header || header.getBoundingClientRect().right - edge > 1;
    });
  }, fields);
  expect(cut, `the columns of ${name} past its edge`).toEqual([]);
}
