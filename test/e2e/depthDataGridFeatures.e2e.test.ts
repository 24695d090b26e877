/**
 * The worked examples of the Data Grid sorting, overlays, custom subcomponents, export and row selection pages:
 * each test opens one page and does what its new demos tell the reader to try.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { gotoAndSettle, launchSharedBrowser, openPage } from './support/browser';
import { demo } from './support/demo';
import { gridDemo } from './support/dataGrid';

const browser = launchSharedBrowser();

/** The texts of one column's cells, top to bottom. */
function columnTexts(section: Locator, field: string): Promise<string[]> {
  return section.locator(`.MuiDataGrid-row [data-field="${field}"]`).allTextContents();
}

/** Waits until the element's whole text is `text`. */
async function hasText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();
}

function header(section: Locator, field: string): Locator {
  return section.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`);
}

describe('Data Grid feature pages: the new worked examples', () => {
  it('sorting: sort from code, combined comparators, multi-sorting without a modifier key', async () => {
    const { page, problems } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-data-grid/sorting/');

    const fromCode = await gridDemo(page, 'SortFromCodeGrid');
    await fromCode.getByRole('button', { name: 'Best rated' }).click();
    await header(fromCode, 'rating').and(page.locator('[aria-sort="descending"]')).waitFor();
    const ratings = (await columnTexts(fromCode, 'rating')).map(Number);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const topNames = (await columnTexts(fromCode, 'name')).slice(0, 3);
    await hasText(fromCode.getByRole('status'), `First three: ${topNames.join(', ')}`);
    // A header click is reported as well, not only the buttons.
    await header(fromCode, 'name').click();
    await header(fromCode, 'name').and(page.locator('[aria-sort="ascending"]')).waitFor();
    const namesAfterClick = (await columnTexts(fromCode, 'name')).slice(0, 3);
    await hasText(fromCode.getByRole('status'), `First three: ${namesAfterClick.join(', ')}`);

    const rooms = await gridDemo(page, 'CombinedComparatorSorting');
    const ascending = ['East 3', 'East 12', 'East 210', 'North 9', 'North 31', 'North 104'];
    await expect(columnTexts(rooms, 'room')).resolves.toEqual(ascending);
    await header(rooms, 'room').click();
    await header(rooms, 'room').and(page.locator('[aria-sort="descending"]')).waitFor();
    await expect(columnTexts(rooms, 'room')).resolves.toEqual([...ascending].reverse());

    const multi = await gridDemo(page, 'SortWithoutModifierGrid');
    await header(multi, 'country').click();
    await header(multi, 'rating').click();
    await header(multi, 'rating').click();
    await hasText(multi.getByRole('status'), 'Sorted by: country asc, then rating desc');
    await header(multi, 'country').and(page.locator('[aria-sort="ascending"]')).waitFor();
    await header(multi, 'rating').and(page.locator('[aria-sort="descending"]')).waitFor();

    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('overlays: a loading overlay fed by slotProps, a no-columns overlay that brings the columns back', async () => {
    const { page, problems } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-data-grid/overlays/');

    const importing = await gridDemo(page, 'ImportProgressOverlayGrid');
    await importing.getByRole('button', { name: 'Import all warehouses' }).click();
    await importing.getByText(/^Importing warehouses: (25|50|75)%$/).waitFor();
    await importing.getByRole('progressbar', { name: 'Import progress' }).waitFor();
    await importing.getByRole('gridcell', { name: 'Porto' }).first().waitFor();
    await importing.getByText(/^Importing warehouses/).waitFor({ state: 'detached' });
    await expect(importing.getByRole('button', { name: 'Import all warehouses' }).isDisabled()).resolves.toBe(true);

    const report = await demo(page, 'ReportColumnsOverlayGrid');
    await report.getByText('Your report has no columns yet').waitFor();
    await report.getByRole('button', { name: 'Show all' }).click();
    await report.getByRole('columnheader', { name: 'Salary' }).waitFor();
    await expect(report.getByText('Your report has no columns yet').count()).resolves.toBe(0);

    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('row selection: Shift and Ctrl clicks in the Pro grid, the checkbox column at the end, select all on one page', async () => {
    const { page, problems } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-data-grid/row-selection/');

    const parcels = await gridDemo(page, 'ModifierKeySelectionGrid');
    await parcels.getByRole('gridcell', { name: 'Antwerp' }).click();
    await parcels.getByRole('gridcell', { name: 'Dresden' }).click({ modifiers: ['Shift'] });
    await hasText(parcels.getByRole('status'), '4 parcels, 9.9 kg');
    await parcels.getByRole('gridcell', { name: 'Graz' }).click({ modifiers: ['ControlOrMeta'] });
    await hasText(parcels.getByRole('status'), '5 parcels, 17.1 kg');

    const tasks = await gridDemo(page, 'CheckboxColumnAtEndGrid');
    const fields = await tasks
      .locator('.MuiDataGrid-columnHeader[data-field]')
      .evaluateAll((headers) => headers.map((element) => element.getAttribute('data-field')));
    expect(fields).toEqual(['task', 'owner', '__check__']);
    await tasks.getByRole('checkbox', { name: 'Select row' }).nth(1).click();
    await tasks.getByText('1 row selected').waitFor();

    const pages = await gridDemo(page, 'VisibleRowsSelectAllGrid');
    await pages.getByRole('checkbox', { name: 'Select all rows' }).click();
    await pages.getByText('5 rows selected').waitFor();
    await pages.getByRole('checkbox', { name: 'Unselect all rows' }).click();
    await pages.getByText(/rows? selected/).waitFor({ state: 'detached' });
    await pages.getByLabel('Select all takes only the current page').click();
    await pages.getByRole('checkbox', { name: 'Select all rows' }).click();
    await pages.getByText('23 rows selected').waitFor();

    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('custom subcomponents: a row context menu acts on the clicked row, a footer gets its props from slotProps, sort icons come from slots', async () => {
    const { page, problems } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-data-grid/components/');

    const songs = await gridDemo(page, 'RowContextMenuGrid');
    await songs.getByRole('gridcell', { name: 'Winter Orchard' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Move to top' }).click();
    await expect(columnTexts(songs, 'title').then((titles) => titles[0])).resolves.toBe('Winter Orchard');
    await songs.getByRole('gridcell', { name: 'Paper Kites' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Remove from playlist' }).click();
    await songs.getByRole('gridcell', { name: 'Paper Kites' }).waitFor({ state: 'detached' });
    await expect(columnTexts(songs, 'title')).resolves.toEqual(['Winter Orchard', 'Harbour Lights', 'Slow Tram Home', 'Neon Bakery']);

    const rates = await gridDemo(page, 'RefreshFooterGrid');
    const firstRate = await columnTexts(rates, 'perEuro');
    await hasText(rates.getByRole('status'), 'Rates at opening');
    await rates.getByRole('button', { name: 'Refresh rates' }).click();
    await hasText(rates.getByRole('status'), 'Refreshed 1 time');
    await rates.getByRole('button', { name: 'Refresh rates' }).click();
    await hasText(rates.getByRole('status'), 'Refreshed 2 times');
    await expect(columnTexts(rates, 'perEuro')).resolves.not.toEqual(firstRate);

    const icons = await gridDemo(page, 'SortIconsGrid');
    await header(icons, 'salary').locator('svg path[d="M12 17 6 8h12z"]').waitFor();
    await header(icons, 'name').click();
    await header(icons, 'name').locator('svg path[d="M12 7l6 9H6z"]').waitFor();

    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('export: the JSON download holds the sorted rows with the visible columns; a grouped CSV with or without group rows', async () => {
    const { page, problems } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-data-grid/export/');

    const orders = await gridDemo(page, 'JsonExportGrid');
    await header(orders, 'total').click();
    await header(orders, 'total').click();
    await header(orders, 'total').and(page.locator('[aria-sort="descending"]')).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), orders.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(download.suggestedFilename()).toBe('orders.json');
    const records = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>[];
    expect(Object.keys(records[0] ?? {})).toEqual(['id', 'customer', 'item', 'quantity', 'total', 'status']);
    const totals = records.map((record) => record.total as number);
    expect(totals.every((total) => typeof total === 'number')).toBe(true);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    // Every order of the demo's data, none filtered out.
    expect(records).toHaveLength(8);

    const grouped = await gridDemo(page, 'GroupedCsvGrid');
    const output = grouped.getByLabel('CSV output');
    await grouped.getByRole('button', { name: 'Preview default CSV' }).click();
    await output.filter({ hasText: 'Department,Name,Department,Salary' }).waitFor();
    const groupedLines = ((await output.textContent()) ?? '').split(/\r?\n/);
    // Each department's group row holds only its name, then come its employees, with the grouping cell empty.
    expect(groupedLines).toContain('Support,,,');
    expect(groupedLines.filter((line) => line.startsWith(',')).length).toBe(8);
    await grouped.getByRole('button', { name: 'Preview employees only' }).click();
    await output.filter({ hasText: /^Name,Department,Salary/ }).waitFor();
    const flatLines = ((await output.textContent()) ?? '').trim().split(/\r?\n/);
    expect(flatLines).toHaveLength(9);
    expect(flatLines.slice(1).every((line) => /^[^,]+,[A-Z][a-z]+,"/.test(line))).toBe(true);

    expect(problems.errors).toEqual([]);
    await page.context().close();
  });
});
