import { expect, type Locator, type Page } from '@playwright/test';
import { demo } from './demo';

/** The named Data Grid demo, scrolled into view, once its grid has rows on screen. */
export async function gridDemo(page: Page, name: string): Promise<Locator> {
  const section = await demo(page, name);
  await section.locator('.MuiDataGrid-row[data-id]').first().waitFor();
  return section;
}

/** The cell of the row with id `id` in the column `field`. */
export function gridCell(section: Locator, id: number | string, field: string): Locator {
  return section.locator(`.MuiDataGrid-row[data-id="${id}"] [data-field="${field}"]`);
}

/** How many rows the grid in `section` says it has after filtering (its `aria-rowcount`, the header row included). */
export async function gridRowCount(section: Locator): Promise<number> {
  return Number(await section.getByRole('grid').getAttribute('aria-rowcount'));
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
 * Where a grid demo's columns end against the right edge of what its scroller shows: how far past it each rendered
 * column ends (in px, negative when inside), and how far the scroller scrolls sideways. Columns pinned to the right
 * cover the scroller's end, so the edge is then where they start. A column far past the edge is not rendered at all
 * (column virtualization), but the scroller's content, as wide as all the columns, still reaches it.
 */
async function columnEdges(page: Page, name: string): Promise<{ past: Record<string, number>; sideways: number } | null> {
  const section = await gridDemo(page, name);
  return section.evaluate((root) => {
    const scroller = root.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller');
    if (!scroller) return null;
    const pinnedRight = root.querySelector('.MuiDataGrid-columnHeader--pinnedRight');
    const edge = pinnedRight?.getBoundingClientRect().left ?? scroller.getBoundingClientRect().left + scroller.clientWidth;
    const past: Record<string, number> = {};
    for (const header of root.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeader[data-field]')) {
      if (header.classList.contains('MuiDataGrid-columnHeader--pinnedRight')) continue;
      past[header.dataset.field ?? ''] = Math.round(header.getBoundingClientRect().right - edge);
    }
    const content = scroller.querySelector('.MuiDataGrid-virtualScrollerContent');
    return { past, sideways: Math.round((content?.getBoundingClientRect().width ?? 0) - scroller.clientWidth) };
  });
}

/** Each named grid demo shows all its columns: none ends past its scroller's edge, and it does not scroll sideways. */
export async function expectEveryColumnShown(page: Page, names: string[]): Promise<void> {
  const cut: Record<string, string[]> = {};
  for (const name of names) {
    const edges = await columnEdges(page, name);
    cut[name] = !edges
      ? ['no grid']
      : [
          ...Object.entries(edges.past)
            .filter(([, past]) => past > 1)
            .map(([field, past]) => `${field} (${past} px)`),
          ...(edges.sideways > 1 ? [`scrolls sideways by ${edges.sideways} px`] : []),
        ];
  }
  expect(cut).toEqual(Object.fromEntries(names.map((name) => [name, []])));
}

/** The given columns of a grid demo end within its scroller; its other columns may scroll sideways. */
export async function expectColumnsShown(page: Page, name: string, fields: string[]): Promise<void> {
  const edges = await columnEdges(page, name);
  // A field with no rendered header (no grid, or virtualized far past the edge) counts as cut.
  const cut = fields.filter((field) => (edges?.past[field] ?? Infinity) > 1);
  expect(cut, `the columns of ${name} past its edge`).toEqual([]);
}
