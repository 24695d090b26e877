/**
 * The worked examples of the Data Grid sorting, overlays, custom subcomponents, export and row selection pages:
 * each test opens one page and does what its new demos tell the reader to try.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import JSZip from 'jszip';
import { gotoAndSettle } from './support/browser';
import { textContrast } from './support/contrast';
import { demo, pageAnswers, replaceWord, startEditing } from './support/demo';
import { expectColumnsShown, gridCell, gridDemo, openColumnMenu } from './support/dataGrid';
import { expect, test } from './support/fixtures';
import { systemTurns } from './support/settings';

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

test.describe('Data Grid feature pages: the new worked examples', () => {
  test("sorting: sort from code, combined comparators, multi-sorting without a modifier key, a collator of the data's language", async ({
    openPage,
  }) => {
    const { page, problems } = await openPage();
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

    // A collator of the data's language: Swedish puts Å, Ä and Ö after Z, German beside A and O.
    const swedish = await gridDemo(page, 'CollatorLocaleSorting');
    const nameAt = (index: number) => swedish.locator(`.MuiDataGrid-row[data-rowindex="${index}"] [data-field="name"]`);
    await swedish.getByRole('button', { name: 'Swedish' }).click();
    await nameAt(4).filter({ hasText: 'Åsa Lindgren' }).waitFor();
    await expect(columnTexts(swedish, 'name')).resolves.toEqual([
      'Anders Ek',
      'Björn Sandberg',
      'Oskar Dahl',
      'Zara Holm',
      'Åsa Lindgren',
      'Ärla Nyström',
      'Örjan Berg',
    ]);
    await swedish.getByRole('button', { name: 'German' }).click();
    await nameAt(1).filter({ hasText: 'Ärla Nyström' }).waitFor();
    await expect(columnTexts(swedish, 'name')).resolves.toEqual([
      'Anders Ek',
      'Ärla Nyström',
      'Åsa Lindgren',
      'Björn Sandberg',
      'Örjan Berg',
      'Oskar Dahl',
      'Zara Holm',
    ]);

    expect(problems.errors).toEqual([]);
  });

  test('overlays: a loading overlay fed by slotProps, a no-columns overlay that brings the columns back, a pinned total, skeleton cells of your own', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/overlays/');

    const importing = await gridDemo(page, 'ImportProgressOverlayGrid');
    await importing.getByRole('button', { name: 'Import all warehouses' }).click();
    await importing.getByText(/^Importing warehouses: (25|50|75)%$/).waitFor();
    await importing.getByRole('progressbar', { name: 'Import progress' }).waitFor();
    await importing.getByRole('gridcell', { name: 'Porto' }).first().waitFor();
    await importing.getByText(/^Importing warehouses/).waitFor({ state: 'detached' });
    await expect(importing.getByRole('button', { name: 'Import all warehouses' }).isDisabled()).resolves.toBe(true);

    // The overlay's button opens the columns panel; ticking one column brings back that column alone.
    const team = await gridDemo(page, 'OverlayLabelsGrid');
    await team.getByRole('button', { name: 'Hide every column' }).click();
    await team.getByText('Every column is hidden').waitFor();
    await team.getByRole('button', { name: 'Pick columns to show' }).click();
    await page.getByRole('checkbox', { name: 'Role', exact: true }).check();
    await team.getByRole('columnheader', { name: 'Role' }).waitFor();
    await expect(team.getByRole('columnheader').allInnerTexts()).resolves.toEqual(['Role']);
    await page.keyboard.press('Escape');
    await team.getByRole('button', { name: 'Hide every column' }).click();
    await team.getByText('Every column is hidden').waitFor();
    await team.getByRole('button', { name: 'Show the columns' }).click();
    await team.getByRole('columnheader', { name: 'Country' }).waitFor();

    const report = await demo(page, 'ReportColumnsOverlayGrid');
    await report.getByText('Your report has no columns yet').waitFor();
    await report.getByRole('button', { name: 'Show all' }).click();
    await report.getByRole('columnheader', { name: 'Salary' }).waitFor();
    await expect(report.getByText('Your report has no columns yet').count()).resolves.toBe(0);

    // A pinned total keeps the no-rows overlay away until it is pinned only while there are rows.
    const expenses = await gridDemo(page, 'PinnedTotalOverlayGrid');
    await expenses.getByRole('button', { name: 'Remove all expenses' }).click();
    await expenses.locator('.MuiDataGrid-row[data-id="total"]', { hasText: '€0.00' }).waitFor();
    await expect(expenses.getByText('No rows', { exact: true }).count()).resolves.toBe(0);
    await expenses.getByRole('switch', { name: 'Pin the total only when there are expenses' }).check();
    await expenses.getByText('No rows', { exact: true }).waitFor();
    await expect(expenses.locator('.MuiDataGrid-row[data-id="total"]').count()).resolves.toBe(0);

    // The skeleton draws an avatar and a line per member and a pill per status; Role keeps the default line.
    const skeleton = await demo(page, 'SkeletonShapesGrid');
    const overlay = skeleton.locator('.MuiDataGrid-skeletonLoadingOverlay');
    await overlay.locator('[data-field="name"] .MuiSkeleton-circular').first().waitFor();
    await expect(overlay.locator('[data-field="status"] .MuiSkeleton-rounded').count()).resolves.toBeGreaterThan(0);
    await expect(overlay.locator('[data-field="role"] .MuiSkeleton-text').count()).resolves.toBeGreaterThan(0);
    await skeleton.getByRole('switch', { name: 'Loading' }).uncheck();
    await skeleton.getByRole('gridcell', { name: 'Esther Kim' }).waitFor();
    await expect(overlay.count()).resolves.toBe(0);

    expect(problems.errors).toEqual([]);
  });

  test('row selection: Shift and Ctrl clicks in the Pro grid, the checkbox column at the end, one row with checkboxes, select all on one page, filters and the selection', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/row-selection/');

    const parcels = await gridDemo(page, 'ModifierKeySelectionGrid');
    await parcels.getByRole('gridcell', { name: 'Antwerp' }).click();
    await parcels.getByRole('gridcell', { name: 'Dresden' }).click({ modifiers: ['Shift'] });
    await hasText(parcels.getByRole('status'), '4 parcels, 9.9 kg');
    await parcels.getByRole('gridcell', { name: 'Graz' }).click({ modifiers: ['ControlOrMeta'] });
    await hasText(parcels.getByRole('status'), '5 parcels, 17.1 kg');
    // Ctrl+A selects every row as an "exclude" model; Ctrl+click then leaves one out.
    await page.keyboard.press('ControlOrMeta+A');
    await hasText(parcels.getByRole('status'), '8 parcels, 23.8 kg');
    await parcels.getByRole('gridcell', { name: 'Graz' }).click({ modifiers: ['ControlOrMeta'] });
    await hasText(parcels.getByRole('status'), '7 parcels, 16.6 kg');

    const tasks = await gridDemo(page, 'CheckboxColumnAtEndGrid');
    const fields = await tasks
      .locator('.MuiDataGrid-columnHeader[data-field]')
      .evaluateAll((headers) => headers.map((element) => element.getAttribute('data-field')));
    expect(fields).toEqual(['task', 'owner', '__check__']);
    await tasks.getByRole('checkbox', { name: 'Select row' }).nth(1).click();
    await tasks.getByText('1 row selected').waitFor();

    // disableMultipleRowSelection with checkboxes: one carrier at a time, select all disabled.
    const carriers = await gridDemo(page, 'OneCarrierGrid');
    const chosen = carriers.getByRole('status');
    await expect(carriers.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'false');
    await expect(carriers.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
    await carriers.locator('.MuiDataGrid-row[data-id="2"] input[type="checkbox"]').check();
    await hasText(chosen, 'Chosen: Harbor Express');
    await carriers.locator('.MuiDataGrid-row[data-id="3"] input[type="checkbox"]').check();
    await hasText(chosen, 'Chosen: Alpine Freight');
    await expect(carriers.locator('.MuiDataGrid-row[data-id="2"] input[type="checkbox"]')).not.toBeChecked();
    // Several rows allowed, then the switch back on: the grid clears what it held.
    const oneOnly = carriers.getByRole('switch', { name: 'disableMultipleRowSelection' });
    await oneOnly.uncheck();
    await expect(carriers.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
    await carriers.locator('.MuiDataGrid-row[data-id="4"] input[type="checkbox"]').check();
    await hasText(chosen, 'Chosen: Alpine Freight, Citylink Courier');
    await oneOnly.check();
    await hasText(chosen, 'No carrier chosen.');
    await expect(carriers.getByRole('grid').locator('input[type="checkbox"]:checked')).toHaveCount(0);

    const pages = await gridDemo(page, 'VisibleRowsSelectAllGrid');
    await pages.getByRole('checkbox', { name: 'Select all rows' }).click();
    await pages.getByText('5 rows selected').waitFor();
    await pages.getByRole('checkbox', { name: 'Unselect all rows' }).click();
    await pages.getByText(/rows? selected/).waitFor({ state: 'detached' });
    await pages.getByLabel('Select all takes only the current page').click();
    await pages.getByRole('checkbox', { name: 'Select all rows' }).click();
    await pages.getByText('23 rows selected').waitFor();

    // A filtered-out row leaves the selection, unless keepNonExistentRowsSelected keeps it.
    const invoices = await gridDemo(page, 'SelectionThroughFilters');
    const selectedNow = invoices.getByRole('status');
    await hasText(selectedNow, 'Selected: INV-1041, INV-1042');
    await invoices.getByRole('button', { name: 'Search' }).click();
    const search = invoices.getByPlaceholder('Search…');
    await search.fill('overdue');
    await hasText(selectedNow, 'Selected: INV-1041');
    await search.fill('');
    await invoices.locator('.MuiDataGrid-row[data-id="2"]').waitFor();
    await hasText(selectedNow, 'Selected: INV-1041');
    await invoices.getByRole('switch', { name: 'keepNonExistentRowsSelected' }).check();
    await invoices.locator('.MuiDataGrid-row[data-id="2"] input[type="checkbox"]').check();
    await hasText(selectedNow, 'Selected: INV-1041, INV-1042');
    await search.fill('overdue');
    await invoices.locator('.MuiDataGrid-row[data-id="2"]').waitFor({ state: 'detached' });
    await invoices.getByText('2 rows selected').waitFor();
    await hasText(selectedNow, 'Selected: INV-1041, INV-1042');

    expect(problems.errors).toEqual([]);
  });

  test('custom subcomponents: a row context menu acts on the clicked row, a footer gets its props from slotProps, sort icons come from slots, a row count slot, slots from the theme', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/components/');

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

    // The footerRowCount slot words the count; the built-in selected row count stays beside it.
    const tracks = await gridDemo(page, 'TrackCountFooterGrid');
    const footer = tracks.locator('.MuiDataGrid-footerContainer');
    await hasText(footer, '10 tracks');
    await tracks.getByRole('button', { name: 'Search' }).click();
    await tracks.getByPlaceholder('Search…').fill('jazz');
    await hasText(footer, '3 of 10 tracks match');
    await tracks.locator('.MuiDataGrid-row').first().click();
    await footer.filter({ hasText: /^1 row selected\s*3 of 10 tracks match$/ }).waitFor();

    // The theme gives both grids its toolbar; each grid's slotProps merge with the theme's prop by prop.
    const themed = await demo(page, 'ThemeSlotsGrid');
    const [customers, suppliers] = [themed.locator('.MuiDataGrid-root').nth(0), themed.locator('.MuiDataGrid-root').nth(1)];
    await customers.getByText('Customers', { exact: true }).waitFor();
    await expect(customers.getByRole('button', { name: 'Download CSV' }).count()).resolves.toBe(1);
    await suppliers.getByText('Suppliers', { exact: true }).waitFor();
    await expect(suppliers.getByRole('button', { name: 'Download CSV' }).count()).resolves.toBe(0);
    await expect(themed.getByText('Records', { exact: true }).count()).resolves.toBe(0);

    expect(problems.errors).toEqual([]);
  });

  test('export: the JSON download holds the sorted rows with the visible columns; a grouped CSV with or without group rows; every row of a server-paged grid; an Excel workbook built in a worker', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/export/');

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

    // A grid paged on the server: the toolbar's CSV has the page, the recipe every matching row in the sort order, and
    // the grid keeps showing the page.
    const server = await gridDemo(page, 'ServerRowsCsvGrid');
    const downloadAll = server.getByRole('button', { name: /^Download all matching rows \(\d+\)$/ });
    await header(server, 'salary').click();
    await header(server, 'salary').and(page.locator('[aria-sort="ascending"]')).waitFor();
    await expect(downloadAll).toBeEnabled();
    const matching = Number(/\((\d+)\)/.exec((await downloadAll.textContent()) ?? '')?.[1]);
    const downloadCsv = async (press: () => Promise<void>) => {
      const [file] = await Promise.all([page.waitForEvent('download'), press()]);
      return { name: file.suggestedFilename(), lines: (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/) };
    };
    const firstName = await server.locator('.MuiDataGrid-row[data-id]').first().locator('[data-field="name"]').textContent();
    await server.getByRole('button', { name: 'Export' }).click();
    const pageFile = await downloadCsv(() => page.getByRole('menuitem', { name: 'Download as CSV' }).click());
    const allFile = await downloadCsv(() => downloadAll.click());
    expect([pageFile.name, allFile.name]).toEqual(['employees-page.csv', 'employees-all-matching.csv']);
    expect(pageFile.lines).toHaveLength(11);
    expect(allFile.lines).toHaveLength(matching + 1);
    expect(matching).toBeGreaterThan(10);
    expect(allFile.lines.slice(0, 11)).toEqual(pageFile.lines);
    const body = allFile.lines.slice(1);
    expect(body.filter((line) => !line.includes(',Engineering,'))).toEqual([]);
    const sortedSalaries = body.map((line) => Number(/"?([\d,]+)"?$/.exec(line)?.[1]?.replace(/,/g, '')));
    expect(sortedSalaries).toEqual([...sortedSalaries].sort((a, b) => a - b));
    await expect(server.locator('.MuiDataGrid-row[data-id]').first().locator('[data-field="name"]')).toHaveText(firstName ?? '');
    expect(await server.locator('.MuiDataGrid-row[data-id]').count()).toBeLessThanOrEqual(10);

    // The same workbook, built in a web worker (started for the export, with the worker's own post-processing) or on
    // the main thread; the status line reports the page's longest pause while it was made.
    const salaries = await gridDemo(page, 'WorkerExcelExportGrid');
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const exportWorkbook = async (button: string, status: string) => {
      const [download] = await Promise.all([page.waitForEvent('download'), salaries.getByRole('button', { name: button }).click()]);
      await expect(salaries.getByRole('status')).toHaveText(
        new RegExp(`^Built ${status}\\. The longest the page went without drawing a frame: [\\d,]+ ms\\.$`),
      );
      const workbook = await JSZip.loadAsync(new Uint8Array(await readFile(await download.path())));
      return { name: download.suggestedFilename(), sheet: (await workbook.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '' };
    };
    const inWorker = await exportWorkbook('Export in a worker', 'in a web worker');
    expect(workers).toHaveLength(1);
    const onMainThread = await exportWorkbook('Export on the main thread', 'on the main thread');
    expect(workers).toHaveLength(1);
    expect([inWorker.name, onMainThread.name]).toEqual(['salaries-worker.xlsx', 'salaries-main-thread.xlsx']);
    for (const { sheet } of [inWorker, onMainThread]) {
      // A header, 20,000 employees and the total row the post-processing adds, with the header frozen.
      expect(sheet).toContain('<f>SUM(D2:D20001)</f>');
      expect(sheet).toContain('state="frozen"');
    }
    // Edited, the demo still starts its worker: the module that names the script comes from the demo's scope.
    const editor = await startEditing(salaries);
    await replaceWord(page, editor, "fileName: 'salaries-worker'", 'salaries-worker', 'payroll');
    await salaries.getByText(/Edited: the preview runs this TypeScript code/).waitFor();
    const [edited] = await Promise.all([
      page.waitForEvent('download'),
      salaries.getByRole('button', { name: 'Export in a worker' }).click(),
    ]);
    expect(edited.suggestedFilename()).toBe('payroll.xlsx');
    expect(workers).toHaveLength(2);

    expect(problems.errors).toEqual([]);
  });

  test('overlays: an empty pivot shows its own overlay until a field goes to Rows', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/overlays/');

    const pivot = await demo(page, 'EmptyPivotOverlayGrid');
    await pivot.getByText('What should each row be?').waitFor();
    await expect(pivot.locator('.MuiDataGrid-row[data-id]').count()).resolves.toBe(0);
    await pivot.getByRole('button', { name: 'One row per depot' }).click();
    await pivot.getByRole('gridcell', { name: 'Gdansk' }).waitFor();
    await expect(pivot.getByText('What should each row be?').count()).resolves.toBe(0);
    // Lyon's 6 shipments: 120 + 135 + 150 parcels for each of its two carriers, plus 25 more a month for the second.
    await pivot.getByRole('gridcell', { name: '885' }).waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('styling: aligned cells follow align and headerAlign; group rows get classes from their node type and depth', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/style/');

    const invoice = await gridDemo(page, 'InvoiceAlignmentGrid');
    const justify = (field: string) =>
      invoice
        .locator(`.MuiDataGrid-row [data-field="${field}"]`)
        .first()
        .evaluate((cell) => getComputedStyle(cell).justifyContent);
    await expect(justify('sku')).resolves.toBe('flex-start');
    await expect(justify('unit')).resolves.toBe('center');
    await expect(justify('quantity')).resolves.toBe('flex-end');
    await expect(justify('inStock')).resolves.toBe('center');
    await expect(invoice.locator('.MuiDataGrid-row [data-field="sku"]').first().textContent()).resolves.toBe('40512');

    const bookings = await gridDemo(page, 'GroupRowsStylingGrid');
    const topGroup = bookings.locator('.MuiDataGrid-row.group-row--top').first();
    await topGroup.waitFor();
    await expect(topGroup.textContent()).resolves.toMatch(/^(Alpine Lodge|Harbour Hotel)/);
    await expect(bookings.locator('.MuiDataGrid-row.group-row:not(.group-row--top)').first().textContent()).resolves.toMatch(
      /^(Double|Single|Suite)/,
    );
    const guestRow = bookings.locator('.MuiDataGrid-row', { has: page.getByRole('gridcell', { name: 'Ines Barros' }) });
    await expect(guestRow.getAttribute('class')).resolves.not.toContain('group-row');

    // The ratings coloured from the theme stay readable when the page turns dark, on a striped row too: the sx reads
    // the palette's CSS variables, which follow the mode (theme.palette keeps the light colours).
    const lowRating = (await gridDemo(page, 'ConditionalStylingGrid')).locator('.row--even .rating--low').first();
    await systemTurns(page, 'dark');
    await expect.poll(() => textContrast(lowRating)).toBeGreaterThanOrEqual(4.5);

    expect(problems.errors).toEqual([]);
  });

  test('charts integration: two charts from one grid, the panel edits the chart its Edit button picks; a pivot charted by its generated columns; server-side groups and aggregates; a live feed reaches the chart; the panel in French', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/charts-integration/');

    const shop = await gridDemo(page, 'ShopChartsPair');
    const bars = shop.locator('svg .MuiBarElement-root');
    await bars.nth(11).waitFor();
    await expect(bars.count()).resolves.toBe(12);
    await shop.locator('svg .MuiLineElement-root').first().waitFor();
    await shop.getByRole('button', { name: 'Edit visitors' }).click();
    const panelHeader = shop.locator('[aria-haspopup="true"]', { hasText: 'Visitors' });
    await panelHeader.waitFor();
    await panelHeader.click();
    // Picked with the keyboard: on a loaded machine the header's menu can still move under the pointer between the
    // press and the release of a click, which then lands on the tab below it.
    await page.getByRole('menuitem', { name: 'Orders and returns' }).press('Enter');
    await shop.locator('[aria-haspopup="true"]', { hasText: 'Orders and returns' }).waitFor();

    // A pivot's chart: one series per generated column, named by its column group; the series follow the pivot's
    // columns, and go when the pivot is turned off.
    const pivot = await gridDemo(page, 'PivotedSalesChart');
    const legend = pivot.locator('.MuiChartsLegend-root');
    const pivotBars = pivot.locator('svg .MuiBarElement-root');
    await legend.filter({ hasText: /^2023\s*2024\s*2025$/ }).waitFor();
    await expect(pivotBars.count()).resolves.toBe(12);
    await pivot.getByRole('button', { name: 'Columns by quarter' }).click();
    await legend.filter({ hasText: /^Q1\s*Q2\s*Q3\s*Q4$/ }).waitFor();
    await expect(pivotBars.count()).resolves.toBe(16);
    await pivot.getByRole('button', { name: 'Pivot' }).click();
    const pivotSwitch = pivot.getByRole('switch', { name: 'Pivot' });
    await pivotSwitch.click();
    await pivot.getByText('Add a category and at least one series in the Charts panel.').waitFor();
    await expect(pivotBars.count()).resolves.toBe(0);
    // Turning the pivot off closes its panel.
    await pivot.getByRole('button', { name: 'Pivot' }).click();
    await pivotSwitch.click();
    await pivotBars.nth(15).waitFor();
    await legend.filter({ hasText: /^Q1\s*Q2\s*Q3\s*Q4$/ }).waitFor();

    // Server-side data: the bars are the server's group rows and aggregates, as numbers; sorting asks the server again,
    // and a series added in the panel is a new aggregate in the next request.
    const server = await gridDemo(page, 'ServerSalesChart');
    const serverBars = server.locator('svg .MuiBarElement-root');
    await server.getByText('aggregationModel sent: {"revenue":"sum"}').waitFor();
    await serverBars.nth(3).waitFor();
    await expect(serverBars.count()).resolves.toBe(4);
    await serverBars.first().hover();
    await page
      .locator('.MuiChartsTooltip-root')
      .filter({ hasText: /Revenue \(sum\)\s*\d{3},\d{3}/ })
      .waitFor();
    await header(server, 'revenue').click();
    await server
      .locator('.MuiChartsAxis-directionX')
      .filter({ hasText: /^WestEastNorthSouth$/ })
      .waitFor();
    await server.getByRole('button', { name: 'Charts' }).click();
    await server.getByRole('tab', { name: 'Fields' }).click();
    await server.locator('.MuiDataGrid-chartsPanelDataField', { hasText: 'Units' }).getByRole('button', { name: 'Field options' }).click();
    await page.getByRole('menuitem', { name: 'Add to Series' }).click();
    await server.getByText('aggregationModel sent: {"revenue":"sum","units":"sum"}').waitFor();
    await serverBars.nth(7).waitFor();
    await server
      .locator('.MuiChartsLegend-root')
      .filter({ hasText: /^Revenue \(sum\)\s*Units \(sum\)$/ })
      .waitFor();

    // The live feed: after a few readings, pause it; the bars follow the grid's order by power.
    const live = await gridDemo(page, 'LivePowerChart');
    // The feed has been ticking since the page loaded: any reading after the first.
    await live
      .getByRole('status')
      .filter({ hasText: /^Reading ([2-9]|\d{2,})$/ })
      .waitFor();
    await live.getByRole('button', { name: 'Pause readings' }).click();
    await live.getByRole('button', { name: 'Resume readings' }).waitFor();
    const byPower = await columnTexts(live, 'circuit');
    const powers = (await columnTexts(live, 'kilowatts')).map(Number);
    expect(powers).toEqual([...powers].sort((a, b) => b - a));
    await live
      .locator('.MuiChartsAxis-directionX')
      .filter({ hasText: new RegExp(`^${byPower.join('')}$`) })
      .waitFor();

    // The panel in French: the locale's texts, the keys the demo adds, and the schema's own labels.
    const french = await gridDemo(page, 'FrenchChartsPanel');
    await french.getByRole('button', { name: 'Graphiques' }).click();
    await french.getByRole('button', { name: 'Synchroniser le graphique' }).waitFor();
    await french.getByRole('tab', { name: 'Champs' }).click();
    await french.getByLabel('Catégories', { exact: true }).waitFor();
    await french.getByLabel('Séries', { exact: true }).waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('pagination: an estimated total in the footer; picking a name opens the page of its row', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/pagination/');

    const archive = await gridDemo(page, 'EstimatedTotalPagination');
    await archive.getByText('1–10 of around 25').waitFor();
    const next = archive.getByRole('button', { name: 'Go to next page' });
    for (const label of ['11–20 of around 25', '21–30 of more than 30', '31–33 of 33']) {
      await next.click();
      await archive.getByText(label).waitFor();
    }
    await expect(next.isDisabled()).resolves.toBe(true);

    const finder = await gridDemo(page, 'FindRowPageGrid');
    await header(finder, 'country').click();
    await header(finder, 'country').and(page.locator('[aria-sort="ascending"]')).waitFor();
    await finder.getByLabel('Find an employee').click();
    const option = page.getByRole('option').last();
    const name = (await option.textContent()) ?? '';
    await option.click();
    const status = finder.getByRole('status');
    await status.filter({ hasText: `${name} is row` }).waitFor();
    const [, row, pageNumber] = /is row (\d+), on page (\d+)\.$/.exec((await status.textContent()) ?? '') ?? [];
    expect(Number(pageNumber)).toBe(Math.floor((Number(row) - 1) / 5) + 1);
    const selected = finder.locator('.MuiDataGrid-row.Mui-selected');
    await expect(selected.locator('[data-field="name"]').textContent()).resolves.toBe(name);
    const first = (Number(pageNumber) - 1) * 5 + 1;
    await finder.getByText(`${first}–${first + 4} of 60`).waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('column menu: a sort item worded for the column type; the Premium menu with grouping first and no pivot item', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/column-menu/');

    const books = await gridDemo(page, 'TypedSortItemGrid');
    let menu = await openColumnMenu(page, books, 'published', 'Published');
    await menu.getByRole('menuitem', { name: 'Newest first' }).click();
    await menu.waitFor({ state: 'hidden' });
    await header(books, 'published').and(page.locator('[aria-sort="descending"]')).waitFor();
    await expect(columnTexts(books, 'title').then((titles) => titles[0])).resolves.toBe('Copper Hours');
    menu = await openColumnMenu(page, books, 'pages', 'Pages');
    await menu.getByRole('menuitem', { name: 'Fewest first' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    menu = await openColumnMenu(page, books, 'published', 'Published');
    await menu.getByRole('menuitem', { name: 'Original order' }).click();
    await menu.waitFor({ state: 'hidden' });
    await expect(columnTexts(books, 'title').then((titles) => titles[0])).resolves.toBe('Salt and Lanterns');

    const deliveries = await gridDemo(page, 'PremiumMenuItemsGrid');
    menu = await openColumnMenu(page, deliveries, 'courier', 'Courier');
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items[0]).toBe('Group by Courier');
    expect(items).not.toContain('Manage pivot');
    await menu.getByRole('menuitem', { name: 'Group by Courier' }).click();
    await menu.waitFor({ state: 'hidden' });
    menu = await openColumnMenu(page, deliveries, '__row_group_by_columns_group__', 'Group');
    await menu.getByRole('menuitem', { name: 'Stop grouping by Courier' }).waitFor();
    await expect(menu.getByRole('menuitem').first().textContent()).resolves.toBe('Stop grouping by Region');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // A menu written item by item: Filter only on number columns, a divider, then the menu's own item and Hide.
    const catalogue = await gridDemo(page, 'AssembledColumnMenuGrid');
    menu = await openColumnMenu(page, catalogue, 'description', 'Description');
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual([
      'Sort by ASC',
      'Sort by DESC',
      'Fit to content',
      'Hide column',
    ]);
    await expect(menu.getByRole('separator').count()).resolves.toBe(1);
    const widthBefore = (await header(catalogue, 'description').boundingBox())!.width;
    await menu.getByRole('menuitem', { name: 'Fit to content' }).click();
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await header(catalogue, 'description').boundingBox())!.width).toBeGreaterThan(widthBefore + 100);
    // The other columns keep their widths.
    await expect(
      header(catalogue, 'name')
        .boundingBox()
        .then((box) => Math.round(box!.width)),
    ).resolves.toBe(120);
    menu = await openColumnMenu(page, catalogue, 'price', 'Price (€)');
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual([
      'Sort by ASC',
      'Sort by DESC',
      'Filter',
      'Fit to content',
      'Hide column',
    ]);
    await menu.getByRole('menuitem', { name: 'Filter' }).click();
    await page.getByRole('spinbutton', { name: 'Value' }).waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('column pinning: a column pinned from code that no menu can unpin', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/column-pinning/');

    const sensors = await gridDemo(page, 'PinnedFromCodeGrid');
    /** The fields of the headers pinned on one side, in screen order. */
    const pinnedFields = (side: 'Left' | 'Right') =>
      sensors
        .locator(`.MuiDataGrid-columnHeader--pinned${side}`)
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-field')));
    // Second in `columns`, first on screen: the grid moved it to the left edge.
    await expect(pinnedFields('Left')).resolves.toEqual(['id']);
    const firstHeader = sensors.locator('.MuiDataGrid-columnHeader').first();
    await expect(firstHeader.getAttribute('data-field')).resolves.toBe('id');
    let menu = await openColumnMenu(page, sensors, 'id', 'Sensor');
    await expect(menu.getByRole('menuitem', { name: /pin/i }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await sensors.getByRole('switch', { name: 'Keep the battery level in view' }).check();
    await expect.poll(() => pinnedFields('Right')).toEqual(['battery']);
    menu = await openColumnMenu(page, sensors, 'battery', 'Battery (%)');
    await expect(menu.getByRole('menuitem', { name: /pin/i }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    // The readings can still be pinned by the reader.
    menu = await openColumnMenu(page, sensors, 'co2', 'CO₂ (ppm)');
    await menu.getByRole('menuitem', { name: 'Pin to left' }).click();
    await expect.poll(() => pinnedFields('Left')).toEqual(['id', 'co2']);
    await sensors.getByRole('switch', { name: 'Keep the battery level in view' }).uncheck();
    await expect.poll(() => pinnedFields('Right')).toEqual([]);

    expect(problems.errors).toEqual([]);
  });

  test('sorting: an updated or edited row moves to the place its new values give it', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/sorting/');

    const league = await gridDemo(page, 'LeagueTableResortGrid');
    await expect(columnTexts(league, 'team').then((teams) => teams[4])).resolves.toBe('Kestrel FC');
    await league.getByRole('button', { name: 'Kestrel FC wins' }).click();
    await league.locator('.MuiDataGrid-row').nth(3).getByRole('gridcell', { name: 'Kestrel FC' }).waitFor();
    await expect(columnTexts(league, 'team')).resolves.toEqual([
      'Riverside Rovers',
      'Harbour Athletic',
      'Millbrook Town',
      'Kestrel FC',
      'Ashford United',
    ]);
    const ashfordPoints = league
      .locator('.MuiDataGrid-row', { has: page.getByRole('gridcell', { name: 'Ashford United' }) })
      .locator('[data-field="points"]');
    await ashfordPoints.dblclick();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    await league.locator('.MuiDataGrid-row').first().getByRole('gridcell', { name: 'Ashford United' }).waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('master-detail: a form in the panel keeps a draft and saves it to its row through the API; every panel opens and closes from the header; a row click toggles its panel', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/master-detail/');

    const suppliers = await gridDemo(page, 'SupplierContactForm');
    const contactCell = suppliers.locator('.MuiDataGrid-row[data-id="1"] [data-field="contact"]');
    const panel = suppliers.locator('.MuiDataGrid-detailPanel').first();
    await panel.locator('button:disabled', { hasText: 'Save' }).waitFor();
    await panel.getByRole('textbox', { name: 'Contact' }).fill('Søren Dahl');
    await panel.locator('button:enabled', { hasText: 'Save' }).waitFor();
    await hasText(contactCell, 'Ida Lund');
    await panel.getByRole('button', { name: 'Save' }).click();
    await hasText(contactCell, 'Søren Dahl');
    await panel.locator('button:disabled', { hasText: 'Save' }).waitFor();
    await panel.locator('button:disabled', { hasText: 'Discard' }).waitFor();

    // The custom toggle button leaves the click to the grid: one click opens the panel, the next closes it.
    const invoices = await gridDemo(page, 'CustomToggleColumn');
    const toggle = invoices.locator('.MuiDataGrid-row[data-id="INV-2041"]').getByRole('button');
    await toggle.click();
    await invoices.getByText('· Oven service').waitFor();
    await expect(toggle).toHaveText('Hide lines');
    await toggle.click();
    await invoices.getByText('· Oven service').waitFor({ state: 'detached' });
    await expect(toggle).toHaveText('2 lines');

    // A click anywhere on a row opens its panel and the next closes it; the toggle button opens it once, a checkbox
    // and a click inside the panel open and close nothing.
    const tickets = await gridDemo(page, 'RowClickDetailPanels');
    const ticketPanels = tickets.locator('.MuiDataGrid-detailPanel');
    await tickets.locator('.MuiDataGrid-row[data-id="1"] [data-field="customer"]').click();
    await tickets.getByText('The March invoice applies 19 % to the training day, which is exempt.').waitFor();
    await tickets.getByText('The March invoice applies 19 % to the training day, which is exempt.').click();
    await expect(ticketPanels).toHaveCount(1);
    await tickets.locator('.MuiDataGrid-row[data-id="1"] [data-field="subject"]').click();
    await expect(ticketPanels).toHaveCount(0);
    await tickets.locator('.MuiDataGrid-row[data-id="3"] [data-field="__detail_panel_toggle__"] button').click();
    await tickets.getByText('The CSV export ends at row 10,000 although the report has 14,200.').waitFor();
    await expect(ticketPanels).toHaveCount(1);
    await tickets.locator('.MuiDataGrid-row[data-id="2"] [data-field="__check__"] input').check();
    await tickets.locator('.MuiDataGrid-row[data-id="3"] [data-field="__detail_panel_toggle__"] button').click();
    // Closing the third row's panel leaves none: the checkbox opened nothing.
    await expect(ticketPanels).toHaveCount(0);

    // The toggle column's header opens every panel there is (a cancelled order has none), then closes them all.
    const orders = await gridDemo(page, 'ExpandAllDetailPanels');
    const openPanels = orders.locator('.MuiDataGrid-detailPanel');
    await expect(orders.locator('.MuiDataGrid-row[data-id="1042"]').getByRole('button', { name: 'Expand' })).toBeDisabled();
    await orders.getByRole('button', { name: 'Expand all' }).click();
    await expect(openPanels).toHaveCount(3);
    await orders.getByText('30 × Glaze sampler').waitFor();
    await orders.locator('.MuiDataGrid-row[data-id="1043"]').getByRole('button', { name: 'Collapse' }).click();
    await expect(openPanels).toHaveCount(2);
    await orders.getByRole('button', { name: 'Expand all' }).click();
    await expect(openPanels).toHaveCount(3);
    await orders.getByRole('button', { name: 'Collapse all' }).click();
    await expect(openPanels).toHaveCount(0);

    // Scrolled sideways, the sticky note stays put while the panel around it moves with the rows.
    const shipments = await gridDemo(page, 'DetailPanelInView');
    const note = shipments.getByText('Two pallets of desks; the customer collects at the port.');
    const shipmentPanel = shipments.locator('.MuiDataGrid-detailPanel');
    const noteBefore = (await note.boundingBox())!;
    const panelBefore = (await shipmentPanel.boundingBox())!;
    await shipments.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
      scroller.scrollLeft = 400;
    });
    await expect.poll(async () => Math.round((await shipmentPanel.boundingBox())!.x)).toBe(Math.round(panelBefore.x - 400));
    await expect(note.boundingBox().then((box) => Math.round(box!.x))).resolves.toBe(Math.round(noteBefore.x));

    expect(problems.errors).toEqual([]);
  });

  test('toolbar: Add task opens the new title for typing; the active filters as chips, deleting one brings its rows back', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/components/toolbar/');

    const tasks = await gridDemo(page, 'ToolbarActionsGrid');
    await tasks.getByRole('button', { name: 'Add task' }).click();
    await tasks.locator('.MuiDataGrid-row[data-id="5"] [data-field="title"] input').waitFor();
    await page.keyboard.type('Book the venue');
    await page.keyboard.press('Enter');
    await hasText(tasks.locator('.MuiDataGrid-row[data-id="5"] [data-field="title"]'), 'Book the venue');

    const jobs = await gridDemo(page, 'FilterChipsToolbarGrid');
    await jobs.getByText('4 of 10 jobs').waitFor();
    await expect(jobs.locator('.MuiDataGrid-row[data-id]').count()).resolves.toBe(4);
    await jobs.locator('.MuiChip-root', { hasText: 'Remote is true' }).waitFor();
    const salaryChip = jobs.locator('.MuiChip-root', { hasText: 'Salary (€) >= 50000' });
    await salaryChip.locator('.MuiChip-deleteIcon').click();
    await jobs.getByText('6 of 10 jobs').waitFor();
    await salaryChip.waitFor({ state: 'detached' });
    await expect(jobs.locator('.MuiDataGrid-row[data-id]').count()).resolves.toBe(6);

    expect(problems.errors).toEqual([]);
  });

  test('style recipes: a pinned cell keeps its grey under the hover and selection tints', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/style-recipes/');

    const routes = await gridDemo(page, 'DarkModeHeaderPinned');
    const row = routes.locator('.MuiDataGrid-row[data-rowindex="1"]');
    const pinned = row.locator('.MuiDataGrid-cell--pinnedLeft');
    const background = () =>
      pinned.evaluate((cell) => {
        const style = getComputedStyle(cell);
        return { color: style.backgroundColor, tinted: style.backgroundImage.startsWith('linear-gradient') };
      });
    await page.mouse.move(0, 0);
    // The theme's grey[50], not the grid's white.
    const { color: grey } = await background();
    expect(grey).not.toBe('rgb(255, 255, 255)');
    await expect.poll(background).toEqual({ color: grey, tinted: false });
    await row.locator('[data-field="origin"]').hover();
    await expect.poll(background).toEqual({ color: grey, tinted: true });
    await row.locator('[data-field="origin"]').click();
    await expect(row).toHaveClass(/Mui-selected/);
    await expect.poll(background).toEqual({ color: grey, tinted: true });

    expect(problems.errors).toEqual([]);
  });

  test('inventory: an undone stock edit stays undone when a product is restocked; a rounded edit can be undone', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/demos/inventory/');

    const inventory = await gridDemo(page, 'InventoryManager');
    // The page is about these columns; the others scroll in from under the pinned actions.
    await expectColumnsShown(page, 'InventoryManager', ['name', 'stock', 'status', 'stockValue']);
    const espresso = inventory.locator('.MuiDataGrid-row[data-id="CF-1001"]');
    const stock = espresso.locator('[data-field="stock"]');
    const typeStock = async (typed: string) => {
      await stock.dblclick();
      await stock.locator('input').fill(typed);
      await stock.locator('input').press('Enter');
    };
    const undo = () => inventory.getByLabel('Undo', { exact: true }).click();
    await hasText(stock, '84');
    await typeStock('50');
    await hasText(stock, '50');
    await undo();
    await hasText(stock, '84');
    await espresso.getByLabel('Restock 10').click();
    await hasText(stock, '94');
    // The column's valueSetter stores 3.7 as 4, and the undo history records that row.
    await typeStock('3.7');
    await hasText(stock, '4');
    await undo();
    await hasText(stock, '94');

    expect(problems.errors).toEqual([]);
  });

  test('lazy loading: a failed slice keeps its skeletons and names its rows; Retry loads the rows in view; polling fetches the slice in view again', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/server-side-data/lazy-loading/');

    const orders = await gridDemo(page, 'LazyLoadingRetryGrid');
    await orders.getByLabel('Server down').check();
    // 300 rows of 52 px down: the rows from the 301st on have never been loaded.
    await orders.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
      scroller.scrollTop = 52 * 300;
    });
    const alert = orders.getByRole('alert');
    await alert.filter({ hasText: /Orders \d+–\d+ could not be loaded\./ }).waitFor();
    await expect(orders.locator('.MuiDataGrid-row[data-id="301"]').count()).resolves.toBe(0);
    await orders.getByLabel('Server down').uncheck();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor({ state: 'detached' });
    await hasText(orders.locator('.MuiDataGrid-row[data-id="301"] [data-field="orderNumber"]'), 'SO-100301');

    // Polling: the slice last fetched is asked for again and its rows change without a scroll; after a scroll, only
    // the slice in view is.
    const quotes = await gridDemo(page, 'LiveQuotesLazyGrid');
    const lastRequest = quotes.getByText(/^Last request: /);
    const readAt = (id: number) => quotes.locator(`.MuiDataGrid-row[data-id="${id}"] [data-field="readAt"]`);
    const expectReadAgain = async (id: number) => {
      await readAt(id).waitFor();
      await expect(readAt(id)).not.toHaveText((await readAt(id).textContent()) ?? '', { timeout: 10_000 });
    };
    await expectReadAgain(0);
    await expect(lastRequest).toHaveText(/^Last request: rows 0–24 at \d\d:\d\d:\d\d$/);
    await quotes.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
      scroller.scrollTop = 52 * 1000;
    });
    await expectReadAgain(1000);
    // The rows in view straddle two slices of 25 (975–1024).
    await expect(lastRequest).toHaveText(/^Last request: rows (9\d\d|1\d\d\d)–1\d\d\d at /);
    await expect(lastRequest).not.toHaveText(/rows 0–/, { timeout: 0 });

    expect(problems.errors).toEqual([]);
  });

  test('server-side tree data: a reload of the top level keeps the open folders open, or closes them', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/server-side-data/tree-data/');

    const drive = await gridDemo(page, 'ReloadTopLevelGrid');
    const requests = drive.getByText(/^Top-level requests: \d+$/);
    const requestCount = async () => Number((await requests.textContent())?.split(': ')[1]);
    const finance = drive.locator('.MuiDataGrid-row[data-id="/Finance"]');
    const financeChildren = drive.locator('.MuiDataGrid-row[data-id^="/Finance/"]');
    await finance.getByRole('button', { name: 'see children' }).click();
    await financeChildren.first().waitFor();
    const openCount = await financeChildren.count();
    const before = await requestCount();

    await drive.getByRole('button', { name: 'Reload, folders stay open' }).click();
    await expect.poll(requestCount).toBe(before + 1);
    await finance.getByRole('button', { name: 'hide children' }).waitFor();
    await expect(financeChildren).toHaveCount(openCount);

    await drive.getByRole('button', { name: 'Reload and close folders' }).click();
    await expect.poll(requestCount).toBe(before + 2);
    await expect(financeChildren).toHaveCount(0);
    await finance.getByRole('button', { name: 'see children' }).waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('editing recipes: the item list follows the category being edited, the row saves once an item is chosen, notes take several lines, an autocomplete picks and saves in one key, a field is checked against another while typing; in cell editing a valueSetter empties the item', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/recipes-editing/');

    const expenses = await gridDemo(page, 'LinkedSelectsRowEditingGrid');
    const row = expenses.locator('.MuiDataGrid-row[data-id="1"]');
    await row.locator('[data-field="amount"]').dblclick();
    await row.locator('[data-field="category"]').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Lodging' }).click();
    // An empty item is an error: a click on another row leaves the row in edit mode.
    const otherRow = expenses.locator('.MuiDataGrid-row[data-id="3"] [data-field="date"]');
    await otherRow.click();
    // The grid leaves edit mode on a timer after the focus moves, which the next frames run.
    await pageAnswers(page);
    await expect(row.getAttribute('class')).resolves.toContain('MuiDataGrid-row--editing');
    await row.locator('[data-field="item"]').getByRole('combobox').click();
    await expect(page.getByRole('listbox').getByRole('option').allInnerTexts()).resolves.toEqual(['Hotel', 'Apartment']);
    await page.getByRole('option', { name: 'Hotel' }).click();
    await otherRow.click();
    await expenses.locator('.MuiDataGrid-row--editing').waitFor({ state: 'detached' });
    await hasText(row.locator('[data-field="category"]'), 'Lodging');
    await hasText(row.locator('[data-field="item"]'), 'Hotel');

    // In cell editing, the category's valueSetter empties an item of another category; Escape changes nothing.
    const cellExpenses = await gridDemo(page, 'LinkedSelectsCellEditingGrid');
    const cellOf = (id: number, field: string) => gridCell(cellExpenses, id, field);
    await cellOf(1, 'category').dblclick();
    await page.getByRole('option', { name: 'Lodging' }).click();
    await page.keyboard.press('Enter');
    await hasText(cellOf(1, 'item'), 'Choose an item');
    await cellOf(1, 'item').dblclick();
    await expect(page.getByRole('listbox').getByRole('option').allInnerTexts()).resolves.toEqual(['Hotel', 'Apartment']);
    await page.keyboard.press('Escape');
    await cellOf(4, 'category').dblclick();
    await page.getByRole('option', { name: 'Meals' }).click();
    await page.keyboard.press('Escape');
    await cellExpenses.locator('.MuiDataGrid-cell--editing').waitFor({ state: 'detached' });
    await hasText(cellOf(4, 'category'), 'Transport');
    await hasText(cellOf(4, 'item'), 'Taxi');

    // Notes on several lines: Shift+Enter adds a line, Enter saves and moves down, Escape throws the change away.
    const notes = await gridDemo(page, 'MultilineNotesGrid');
    const noteOf = (id: number) => gridCell(notes, id, 'notes');
    const notesEditor = page.getByRole('textbox', { name: 'Workshop notes' });
    await noteOf(2).dblclick();
    await expect(notesEditor).toBeFocused();
    await expect(notesEditor.evaluate((input: HTMLTextAreaElement) => input.selectionStart)).resolves.toBe(
      'Full service before the spring sportive.'.length,
    );
    // A click inside the editor keeps it open.
    await notesEditor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Fit new bar tape.');
    await expect(notesEditor).toHaveValue('Full service before the spring sportive.\nFit new bar tape.');
    await page.keyboard.press('Enter');
    await expect(notesEditor).toHaveCount(0);
    await expect(noteOf(2)).toHaveJSProperty('innerText', 'Full service before the spring sportive.\nFit new bar tape.');
    await expect(noteOf(3)).toBeFocused();
    await noteOf(4).dblclick();
    await page.keyboard.type('Nothing to do.');
    await page.keyboard.press('Escape');
    await expect(notesEditor).toHaveCount(0);
    await expect(noteOf(4)).toHaveText('');

    // An autocomplete editor: typing narrows the cities, Enter picks the first and saves; Escape closes the list first.
    const speakers = await gridDemo(page, 'CityAutocompleteGrid');
    const cityOf = (id: number) => gridCell(speakers, id, 'city');
    const cityEditor = page.getByRole('combobox', { name: 'City' });
    await cityOf(1).dblclick();
    await expect(cityEditor).toBeFocused();
    await page.keyboard.type('sa');
    await expect(page.getByRole('listbox').getByRole('option').allInnerTexts()).resolves.toEqual([
      'Osaka',
      'Santiago',
      'São Paulo',
      'Warsaw',
    ]);
    await page.keyboard.press('Enter');
    await expect(cityEditor).toHaveCount(0);
    await hasText(cityOf(1), 'Osaka');
    await cityOf(2).dblclick();
    await page.keyboard.type('ri');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(cityEditor).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cityEditor).toHaveCount(0);
    await hasText(cityOf(2), 'Warsaw');

    // A rule on two fields, checked while typing: a training day needs the name of its course.
    const leave = await gridDemo(page, 'LeaveRequestsGrid');
    const leaveRow = leave.locator('.MuiDataGrid-row[data-id="1"]');
    const refusal = page.getByRole('tooltip', { name: 'Name the course' });
    await leaveRow.locator('[data-field="days"]').dblclick();
    await expect(refusal).toHaveCount(0);
    await leaveRow.locator('[data-field="type"]').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Training' }).click();
    await expect(refusal).toBeVisible();
    await leaveRow.locator('[data-field="note"] input').click();
    await page.keyboard.press('Enter');
    await pageAnswers(page);
    await expect(leaveRow).toHaveClass(/MuiDataGrid-row--editing/);
    await page.keyboard.type('Forklift licence');
    await expect(refusal).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(leave.locator('.MuiDataGrid-row--editing')).toHaveCount(0);
    await hasText(leaveRow.locator('[data-field="type"]'), 'Training');
    await hasText(leaveRow.locator('[data-field="note"]'), 'Forklift licence');

    expect(problems.errors).toEqual([]);
  });

  test('row height: a memoized getRowHeight reading a ref changes a row only once resetRowHeights() asks again', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/row-height/');
    const notes = await gridDemo(page, 'ExpandableNotesGrid');
    const rowHeight = (index: number) =>
      notes.locator(`.MuiDataGrid-row[data-rowindex="${index}"]`).evaluate((row) => Math.round(row.getBoundingClientRect().height));
    await expect(rowHeight(0)).resolves.toBe(52);

    await notes.getByRole('button', { name: 'More' }).first().click();
    await expect.poll(() => rowHeight(0)).toBe(120);
    await notes.getByRole('button', { name: 'Less' }).click();
    await expect.poll(() => rowHeight(0)).toBe(52);

    // Without the call, the set changes but the grid keeps the height it stored.
    const resetSwitch = notes.getByRole('switch', { name: 'Call resetRowHeights() after a toggle' });
    await resetSwitch.uncheck();
    await notes.locator('.MuiDataGrid-row[data-rowindex="1"]').getByRole('button', { name: 'More' }).click();
    await notes.locator('.MuiDataGrid-row[data-rowindex="1"]').getByRole('button', { name: 'Less' }).waitFor();
    // Two frames: time for any re-layout the click would cause.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(rowHeight(1)).resolves.toBe(52);
    await resetSwitch.check();
    await expect.poll(() => rowHeight(1)).toBe(120);

    expect(problems.errors).toEqual([]);
  });
});
