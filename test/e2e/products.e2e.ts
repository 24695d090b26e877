/** What readers do with the product demos, in the production build. */
import type { Locator } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { gridRowCount, openColumnMenu } from './support/dataGrid';
import { demo, pageAnswers } from './support/demo';
import { expect, test } from './support/fixtures';
import { createEmployees } from '../../docs/react-data-grid/demos/data/employees';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

async function columnTexts(grid: Locator, field: string): Promise<string[]> {
  return grid.locator(`[role="row"] [data-field="${field}"][role="gridcell"]`).allTextContents();
}

test.describe('Data Grid', () => {
  test('sorts the rows when a column header is clicked', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/sorting/');
    const grid = (await demo(page, 'BasicSorting')).getByRole('grid');
    const before = await columnTexts(grid, 'name');
    await grid.getByRole('columnheader', { name: 'Name' }).click();
    await page.waitForFunction(
      (first) => document.querySelector('[id="BasicSorting"] [role="gridcell"][data-field="name"]')?.textContent !== first,
      before[0],
    );
    const after = await columnTexts(grid, 'name');
    expect(after).toEqual([...after].sort((a, b) => a.localeCompare(b)));
    expect(after).not.toEqual(before);
  });

  test('filters the rows while typing in the quick filter, a quoted phrase as one value, accents ignored on request', async ({
    openCheckedPage,
  }) => {
    const { page } = await openCheckedPage('/x/react-data-grid/filtering/quick-filter/');
    const section = await demo(page, 'QuickFilterDemo');
    const grid = section.getByRole('grid');
    const rowCount = () => gridRowCount(section);
    const before = await rowCount();
    const firstName = ((await columnTexts(grid, 'name'))[0] ?? '').split(' ')[0] ?? '';
    await section.getByRole('searchbox').first().fill(firstName);
    await page.waitForFunction(
      (count) => Number(document.querySelector('[id="QuickFilterDemo"] [role="grid"]')?.getAttribute('aria-rowcount')) < count,
      before,
    );
    const names = await columnTexts(grid, 'name');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain(firstName);

    // A quoted phrase is one value, matched as typed: the words in another order find no cell.
    const phrases = await demo(page, 'QuotedPhraseParser');
    const phraseGrid = phrases.getByRole('grid');
    const search = phrases.getByRole('searchbox').first();
    // aria-rowcount counts the header row too.
    await expect(phraseGrid).toHaveAttribute('aria-rowcount', '7');
    await search.fill('"engineer lead"');
    await expect(phraseGrid).toHaveAttribute('aria-rowcount', '1');
    await search.fill('engineer lead');
    await expect(phraseGrid).toHaveAttribute('aria-rowcount', '12');

    // ignoreDiacritics takes the accents off the words and the cells, in the quick filter and the column filters alike.
    const guests = await demo(page, 'IgnoreAccentsSearch');
    const guestNames = () => columnTexts(guests.getByRole('grid'), 'name');
    const guestSearch = guests.getByRole('searchbox').first();
    await expect(guestSearch).toHaveValue('jose');
    await expect(guestNames()).resolves.toEqual(['Jose Almeida']);
    await guests.getByLabel('Ignore accents').check();
    await expect.poll(guestNames).toEqual(['José Núñez', 'Jose Almeida']);
    await guestSearch.fill('zoe');
    await expect.poll(guestNames).toEqual(['Zoë Achterberg', 'Zoe Hart']);
    // A letter of its own is not a letter with an accent: Ł stays Ł.
    await guestSearch.fill('lodz');
    await expect.poll(guestNames).toEqual([]);
    await guestSearch.fill('');
    const menu = await openColumnMenu(page, guests, 'city', 'City');
    await menu.getByRole('menuitem', { name: 'Filter' }).click();
    await page.getByRole('textbox', { name: 'Value' }).fill('geneve');
    await expect.poll(guestNames).toEqual(['Anaïs Dupré']);
  });

  test('commits an edited cell on Enter', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/editing/');
    const grid = (await demo(page, 'EditableCellsGrid')).getByRole('grid');
    const cell = grid.locator('[role="gridcell"][data-field="name"]').first();
    await cell.dblclick();
    const input = cell.locator('input');
    await input.fill('Ada Lovelace');
    await input.press('Enter');
    await expect(cell.textContent()).resolves.toBe('Ada Lovelace');
  });

  test('reports 100 000 rows while keeping fewer than 200 in the page, and sorts them by a computed column', async ({
    openCheckedPage,
  }) => {
    const { page } = await openCheckedPage('/x/react-data-grid/virtualization/');
    const grid = (await demo(page, 'HundredThousandRowsGrid')).getByRole('grid');
    await grid.locator('[role="gridcell"]').first().waitFor();
    // aria-rowcount counts the header row too.
    await expect(grid.getAttribute('aria-rowcount')).resolves.toBe('100001');
    expect(await grid.locator('[role="row"]').count()).toBeLessThan(200);
    // Row 1's first value is (1 × 31 + 17) mod 1000; sorted ascending, a row whose value is 0 comes first.
    const firstValue = () => grid.locator('[role="gridcell"][data-field="c1"]').first().textContent();
    await expect(firstValue()).resolves.toBe('48');
    await grid.getByRole('columnheader', { name: 'Column 1', exact: true }).click();
    await grid.locator('[role="columnheader"][aria-sort="ascending"]').waitFor();
    await expect(firstValue()).resolves.toBe('0');
    // Five million cells computed from 100 000 ids: the page's script heap stays small, as a phone needs.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    expect(usedSize / 1e6).toBeLessThan(120);
  });

  test('adds a line to the event log when a cell is clicked', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/react-data-grid/events/');
    const section = await demo(page, 'EventLogGrid');
    const log = section.getByRole('region', { name: 'Event log' });
    await expect(log.getByText('cellClick', { exact: true }).count()).resolves.toBe(0);
    await section.locator('[role="gridcell"][data-field="name"]').first().click();
    await log.getByText('cellClick', { exact: true }).waitFor();
    await log.getByText('name of row 1', { exact: true }).waitFor();
  });

  test('brings back the saved order when a saved view is restored after sorting, and totals the rows a search keeps', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/state/');
    const section = await demo(page, 'SaveRestoreStateGrid');
    const grid = section.getByRole('grid');
    const header = grid.getByRole('columnheader', { name: 'Name' });
    const firstName = () => grid.locator('[role="gridcell"][data-field="name"]').first().textContent();

    await header.click();
    await grid.locator('[role="columnheader"][aria-sort="ascending"]').waitFor();
    const saved = await columnTexts(grid, 'name');
    expect(saved).toEqual([...saved].sort((a, b) => a.localeCompare(b)));
    await section.getByRole('button', { name: 'Save view' }).click();
    await section.getByText('View saved in this browser.').waitFor();

    await header.click();
    await page.waitForFunction(
      (first) => document.querySelector('[id="SaveRestoreStateGrid"] [role="gridcell"][data-field="name"]')?.textContent !== first,
      saved[0],
    );
    await section.getByRole('button', { name: 'Restore saved view' }).click();
    await section.getByText('Back to the saved view.').waitFor();
    await expect(firstName()).resolves.toBe(saved[0]);
    await expect(columnTexts(grid, 'name')).resolves.toEqual(saved);

    // The totals line follows the grid's state from its first render: every person, then those a search keeps.
    const totals = await demo(page, 'VisibleTotalsGrid');
    const employees = createEmployees(80, 97);
    const line = (people: typeof employees) =>
      `${people.length} people on every page, ${usd.format(people.reduce((sum, person) => sum + person.salary, 0))} of yearly payroll`;
    await expect(totals.getByText(/people on every page/)).toHaveText(line(employees));
    await totals.getByRole('button', { name: 'Search', exact: true }).click();
    await totals.getByRole('searchbox').fill('Engineering');
    await expect(totals.getByText(/people on every page/)).toHaveText(
      line(employees.filter((person) => person.department === 'Engineering')),
    );
    expect(problems.errors).toEqual([]);
  });

  test('keeps the default view and says why when the saved view is corrupt', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await page.addInitScript(() =>
      window.localStorage.setItem('x-docs-data-grid-saved-view', '{"sorting":{"sortModel":[{"field":"age"}]}}'),
    );
    await gotoAndSettle(page, '/x/react-data-grid/state/');
    const section = await demo(page, 'SaveRestoreStateGrid');
    await section.getByText(/The saved view could not be used \(.*"age", which is not a column\)/).waitFor();
    await expect(section.getByRole('grid').locator('[role="gridcell"]').count()).resolves.toBeGreaterThan(0);
    expect(problems.errors).toEqual([]);
  });

  test('shows the number of selected rows in a custom footer', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/components/');
    const section = await demo(page, 'SelectionCountFooter');
    await section.getByText('No rows selected').waitFor();
    await section.getByRole('checkbox', { name: 'Select row' }).first().check();
    await section.getByText('1 row selected').waitFor();
    await section.getByRole('button', { name: 'Clear selection' }).click();
    await section.getByText('No rows selected').waitFor();
  });

  test('renders no cell again for a parent render with memoized columns, and every visible cell without', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/react-data-grid/performance/');
    const section = await demo(page, 'CellRenderCounter');
    const countText = section.getByRole('status').locator('strong');
    const count = async () => Number(await countText.textContent());
    await section.locator('[role="gridcell"]').first().waitFor();
    const rerender = section.getByRole('button', { name: 'Re-render the parent' });

    const before = await count();
    expect(before).toBeGreaterThan(0);
    await rerender.click();
    await rerender.click();
    // A cell rendered again would have updated the count by the next frames.
    await pageAnswers(page);
    await expect(count()).resolves.toBe(before);

    await section.getByRole('switch', { name: 'Memoize columns' }).uncheck();
    await section.getByRole('button', { name: 'Reset count' }).click();
    await page.waitForFunction(() => document.querySelector('[id="CellRenderCounter"] [role="status"] strong')?.textContent === '0');
    const visibleCells = await section.locator('[role="gridcell"] > span').count();
    await rerender.click();
    expect(visibleCells).toBeGreaterThan(0);
    await page.waitForFunction(
      (cells) => Number(document.querySelector('[id="CellRenderCounter"] [role="status"] strong')?.textContent) >= cells,
      visibleCells,
    );
  });
});

test.describe('Date and Time Pickers', () => {
  test('shows the date typed in a field', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/date-field/');
    const section = await demo(page, 'TypedDateField');
    const field = section.getByRole('group', { name: 'Arrival' });
    await field.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('07042026');
    await expect(section.getByTestId('typed-date-output').textContent()).resolves.toBe('Saturday 4 July 2026');
  });

  test('sets the date chosen in the calendar of a Date Picker (with the keyboard)', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/date-picker/');
    const section = await demo(page, 'BasicDatePicker');
    await section
      .getByRole('button', { name: /Choose date/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    // The calendar opens on the selected day (the 14th): one week down and a day back is the 20th.
    await dialog.getByRole('gridcell', { name: '14' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === '14');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    // Without a fine pointer (headless Chromium) the picker is the mobile one, which asks for OK.
    const ok = dialog.getByRole('button', { name: 'OK' });
    if (await ok.count()) await ok.click();
    await dialog.waitFor({ state: 'detached' });
    await expect(section.locator('[role="spinbutton"][aria-label="Day"]').first().textContent()).resolves.toBe('20');
  });

  test('shows the validation message of an out-of-range date', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/validation/');
    const section = await demo(page, 'MarchBookingValidation');
    await section.getByRole('spinbutton', { name: 'Month' }).first().click();
    await page.keyboard.type('04102026');
    await section.getByText('Bookings are open for March 2026 only.').waitFor();
  });

  test('shows the same instant in two time zones', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/timezone/');
    const section = await demo(page, 'SameInstantTwoZones');
    const hourIn = async (label: string) =>
      section.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Hours' }).textContent();
    await expect(hourIn('New York')).resolves.toBe('11');
    await expect(hourIn('Tokyo')).resolves.toBe('12');
    await section.getByText('Stored value (UTC): 2026-03-14T15:00:00.000Z').waitFor();
  });
});

test.describe('Charts', () => {
  test('draws its series and shows a tooltip when a bar is hovered', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/bars/');
    const section = await demo(page, 'QuarterlyRevenueBars');
    const bars = section.locator('svg .MuiBarElement-root');
    expect(await bars.count()).toBeGreaterThan(2);
    await bars.first().hover();
    await page.getByRole('tooltip').first().waitFor();
  });

  test('hides a series when its legend item is clicked', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/legend/');
    const section = await demo(page, 'ToggleSeriesLegend');
    // A hidden series keeps its path element, drawn fully transparent.
    const solarOpacity = () => section.locator('svg .MuiLineElement-series-solar').evaluate((line) => getComputedStyle(line).opacity);
    await expect(solarOpacity()).resolves.toBe('1');
    await section.getByText('Solar', { exact: true }).first().click();
    await section.getByText('Hidden series: Solar, Grid').waitFor();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[id="ToggleSeriesLegend"] svg .MuiLineElement-series-solar')!).opacity === '0',
    );
  });
});

test.describe('Tree View', () => {
  test('shows the children of an expanded item and moves focus with the arrow keys', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/react-tree-view/rich-tree-view/expansion/');
    const section = await demo(page, 'KeyboardExpansionTree');
    await section.getByRole('treeitem', { name: 'Europe' }).locator('.MuiTreeItem-content').first().click();
    await section.getByRole('treeitem', { name: 'France' }).waitFor();
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toContain('France');
  });

  test('updates the shown selection when an item is selected', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/react-tree-view/rich-tree-view/selection/');
    const section = await demo(page, 'SelectionStatusTree');
    await section.getByText('Selected item: risotto').waitFor();
    await section.getByRole('treeitem', { name: 'Green salad' }).click();
    await section.getByText('Selected item: salad').waitFor();
  });
});
