/**
 * The worked examples of the row grouping and aggregation pages, seen as a reader sees them: each page is visited
 * once, and each demo is checked for the behaviour its section teaches.
 */
import type { Locator } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { gridDemo, openColumnMenu } from './support/dataGrid';
import { pageAnswers } from './support/demo';
import { expect, test } from './support/fixtures';

/** The row whose grouping cell reads `label`, at tree level `level` (1 for the top level). */
function groupRow(section: Locator, label: string, level: number): Locator {
  return section
    .locator(`.MuiDataGrid-row[aria-level="${level}"]`)
    .filter({ has: section.page().locator('.MuiDataGrid-groupingCriteriaCell', { hasText: label }) });
}

/** The text of the grouping column's cells from the top of the grid, as far as they are rendered. */
function groupingCellTexts(section: Locator): Promise<string[]> {
  return section.locator('.MuiDataGrid-row[data-id] [data-field="__row_group_by_columns_group__"]').allInnerTexts();
}

test.describe('Row grouping and aggregation, worked examples', () => {
  test('row grouping: locked criterion, missing groups, cell renderers, sorting, indent and moving rows', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/row-grouping/');

    // A criterion on a non-groupable column, set from code, cannot be removed from the menu.
    const locked = await gridDemo(page, 'LockedGroupingCriterion');
    const menu = await openColumnMenu(page, locked, '__row_group_by_columns_group__', 'Region');
    await expect(menu.getByRole('menuitem', { name: 'Stop grouping by Region' }).getAttribute('aria-disabled')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // Rows without a team come first, at the top level, until groupingValueGetter gives them a key; the new
    // 'No team' group comes last, so scroll the grid to its end as a reader would.
    const missing = await gridDemo(page, 'RowsWithMissingGroups');
    await expect(missing.locator('.MuiDataGrid-row[data-rowindex="0"]').getAttribute('aria-level')).resolves.toBe('1');
    await expect(missing.locator('.MuiDataGrid-row[data-rowindex="0"]').innerText()).resolves.toMatch(/^(Strange email|Desk phone)/);
    const scrollToEnd = () =>
      missing.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
    await expect(missing.getByText('Unassigned', { exact: true }).count()).resolves.toBe(0);
    await missing.getByRole('switch', { name: "Group missing values as 'No team' and 'Unassigned'" }).check();
    await missing.locator('.MuiDataGrid-row[data-rowindex="0"]', { hasText: 'Network (3)' }).waitFor();
    await scrollToEnd();
    await groupRow(missing, 'No team (2)', 1).waitFor();
    await groupRow(missing, 'Unassigned (2)', 2).last().waitFor();
    await missing.locator('.MuiDataGrid-row[aria-level="3"]', { hasText: 'Strange email asks for my login' }).waitFor();

    // The grouping column borrows the Priority column's renderCell for its group rows.
    const renderers = await gridDemo(page, 'GroupCellRenderers');
    const urgent = renderers.locator('.MuiDataGrid-groupingCriteriaCell', { has: page.locator('.MuiChip-root') }).first();
    await expect(urgent.innerText()).resolves.toMatch(/^Urgent\s*\(2\)$/);
    await expect(renderers.locator('.MuiDataGrid-row[aria-level="2"] code').first().innerText()).resolves.toMatch(/^HD-1\d\d$/);

    // A grouping cell of one's own: the label toggles the group, a chip counts its rows, Space still works.
    const custom = await gridDemo(page, 'CustomGroupingCell');
    const europe = custom.getByRole('button', { name: /^Europe/ });
    await expect(europe.innerText()).resolves.toMatch(/^▸\s*Europe\s*25 orders$/);
    await expect(europe.getAttribute('aria-expanded')).resolves.toBe('false');
    await europe.click();
    const italy = custom.getByRole('button', { name: /^Italy/ });
    await expect(italy.innerText()).resolves.toMatch(/Italy\s*9 orders$/);
    await expect(custom.getByText('SO-2403', { exact: true }).count()).resolves.toBe(0);
    await italy.click();
    await custom.getByText('SO-2403', { exact: true }).waitFor();
    const americasCell = custom
      .locator('.MuiDataGrid-row[aria-level="1"] [data-field="__row_group_by_columns_group__"]')
      .filter({ hasText: 'Americas' });
    // Focus the cell beside the button, as the keyboard would, then press Space.
    const cellBox = await americasCell.boundingBox();
    await americasCell.click({ position: { x: (cellBox?.width ?? 0) - 8, y: 10 } });
    await page.keyboard.press('Space');
    await custom.getByRole('button', { name: /^Canada/ }).waitFor();

    // Sorted descending: with a leafField the orders are sorted; with mainGroupingCriteria the customers are.
    const sorting = await gridDemo(page, 'SortGroupsOrLeaves');
    const firstTexts = await groupingCellTexts(sorting);
    expect(firstTexts[0]).toMatch(/^Fiona Walsh/);
    const fionaOrders = firstTexts.slice(1, 4).map((text) => Number(text.replace('SO-', '')));
    expect(fionaOrders).toEqual([...fionaOrders].sort((a, b) => b - a));
    await sorting.getByRole('button', { name: 'Customers' }).click();
    await sorting.locator('.MuiDataGrid-row[data-rowindex="0"] .MuiDataGrid-groupingCriteriaCell', { hasText: 'Lucía Gómez' }).waitFor();

    // The indent per level follows --DataGrid-cellOffsetMultiplier.
    const indent = await gridDemo(page, 'GroupingCellIndent');
    const country = indent.locator('.MuiDataGrid-row[aria-level="2"] .MuiDataGrid-groupingCriteriaCell').first();
    const marginLeft = () => country.evaluate((element) => getComputedStyle(element).marginLeft);
    await expect(marginLeft()).resolves.toBe('16px');
    await indent.getByRole('slider', { name: 'Indent per level' }).focus();
    await page.keyboard.press('End');
    await page.waitForFunction((element) => getComputedStyle(element).marginLeft === '48px', await country.elementHandle());
    await page.keyboard.press('Home');
    await page.waitForFunction((element) => getComputedStyle(element).marginLeft === '0px', await country.elementHandle());

    // Dropping a March ticket among the April ones moves its due date to April through groupingValueSetter.
    const moving = await gridDemo(page, 'MoveRowsBetweenGroups');
    const handle = (id: number) => moving.locator(`.MuiDataGrid-row[data-id="${id}"] .MuiDataGrid-rowReorderCell`);
    // Onto the upper part of HD-106, so the ticket lands above it, between two April tickets.
    await handle(3).dragTo(handle(6), { targetPosition: { x: 20, y: 6 } });
    await moving.getByRole('status').filter({ hasText: 'HD-103 is now due 20 Apr 2025 (was 20 Mar 2025).' }).waitFor();
    await moving.locator('.MuiDataGrid-row[data-id="3"] [data-field="due"]', { hasText: '20 Apr 2025' }).waitFor();
    await expect(groupRow(moving, 'April 2025 (5)', 1).count()).resolves.toBe(1);
    await expect(groupRow(moving, 'March 2025 (3)', 1).count()).resolves.toBe(1);

    expect(problems.errors).toEqual([]);
  });

  test('aggregation: a controlled model, a function people cannot change, a margin computed from two fields, a sum with its own format, groups sorted by their sums', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/aggregation/');

    // The controlled model follows both the demo's buttons and the column menus.
    const controlled = await gridDemo(page, 'ControlledAggregationModel');
    const salaryFooter = controlled.locator('.MuiDataGrid-row[data-id="auto-generated-group-footer-root"] [data-field="salary"]');
    const totalSalary = await salaryFooter.innerText();
    await controlled.getByRole('button', { name: 'avg', exact: true }).click();
    await controlled.getByText('{"rating":"avg","salary":"avg"}').waitFor();
    await expect(salaryFooter.innerText()).resolves.not.toBe(totalSalary);
    let menu = await openColumnMenu(page, controlled, 'salary', 'Salary');
    await menu.getByRole('combobox', { name: 'Aggregation' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'max', exact: true }).click();
    await controlled.locator('button[aria-pressed="true"]', { hasText: 'max' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    const locked = await gridDemo(page, 'LockedAggregation');
    const footer = locked.locator('.MuiDataGrid-row[data-id="auto-generated-group-footer-root"]');
    await expect(footer.locator('[data-field="station"]').innerText()).resolves.toBe('48');
    menu = await openColumnMenu(page, locked, 'station', 'Station');
    await expect(menu.getByRole('combobox', { name: 'Aggregation' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    menu = await openColumnMenu(page, locked, 'rainfall', 'Rainfall');
    await menu.getByRole('combobox', { name: 'Aggregation' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    const margins = await gridDemo(page, 'AggregateSeveralFields');
    const servicesMargin = groupRow(margins, 'Services', 1).locator('[data-field="margin"]');
    await expect(servicesMargin.innerText()).resolves.toBe('31.5%');
    menu = await openColumnMenu(page, margins, 'margin', 'Margin');
    await menu.getByRole('combobox', { name: 'Aggregation' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'avg', exact: true }).click();
    await margins.locator('.MuiDataGrid-row[aria-level="1"] [data-field="margin"]', { hasText: '49.0%' }).waitFor();

    // The sum's own formatter writes compact totals; avg goes back to the column's exact format.
    const compact = await gridDemo(page, 'CompactTotals');
    const grandTotal = compact.locator('.MuiDataGrid-row[data-id="auto-generated-group-footer-root"] [data-field="salary"]');
    await expect(grandTotal.innerText()).resolves.toBe('$5.4M');
    await expect(groupRow(compact, 'Design', 1).locator('[data-field="salary"]').innerText()).resolves.toBe('$918.7K');
    menu = await openColumnMenu(page, compact, 'salary', 'Salary');
    await menu.getByRole('combobox', { name: 'Aggregation' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'avg', exact: true }).click();
    await grandTotal.filter({ hasText: '$89,222' }).waitFor();

    // Sorting by Total orders the countries by their sums; `first` follows the sort because of applySorting.
    const ranked = await gridDemo(page, 'RankGroupsByTotal');
    const countries = () => ranked.locator('.MuiDataGrid-row[aria-level="1"]').allInnerTexts();
    await expect(countries()).resolves.toEqual([
      expect.stringMatching(/^Chile\s*\(12\)\s*SO-2472\s*€14,553$/),
      expect.stringMatching(/^Vietnam/),
      expect.stringMatching(/^Italy/),
      expect.stringMatching(/^Denmark/),
      expect.stringMatching(/^Canada/),
      expect.stringMatching(/^Netherlands/),
      expect.stringMatching(/^Australia\s*\(12\)\s*SO-2544\s*€8,251$/),
    ]);
    // With applySorting, 8.29.3 would total the first country alone in the grid-wide row: the demo leaves it out.
    await expect(ranked.locator('.MuiDataGrid-row[data-id="auto-generated-group-footer-root"]')).toHaveCount(0);
    await ranked.locator('.MuiDataGrid-columnHeader[data-field="orderDate"]').click();
    await groupRow(ranked, 'Canada', 1).filter({ hasText: 'SO-2400' }).waitFor();
    await groupRow(ranked, 'Italy', 1).filter({ hasText: 'SO-2508' }).waitFor();

    await test.step('aggregation: a sum that counts the pinned row in the grid-wide total, switched off for the built-in one', async () => {
      const timesheet = await gridDemo(page, 'PinnedRowsInTotal');
      const footer = timesheet.locator('.MuiDataGrid-row[data-id="auto-generated-group-footer-root"]');
      await expect(footer.locator('[data-field="hours"]').innerText()).resolves.toBe('34');
      await expect(footer.locator('[data-field="billable"]').innerText()).resolves.toBe('27.5');
      await timesheet.getByLabel('Count the pinned row in the totals').uncheck();
      await footer.locator('[data-field="hours"]', { hasText: /^31$/ }).waitFor();
      await expect(footer.locator('[data-field="billable"]').innerText()).resolves.toBe('24.5');
      await timesheet.locator('.MuiDataGrid-row[data-id="carried"]').waitFor();
    });
    expect(problems.errors).toEqual([]);
  });

  test('row grouping: the quick filter matches a row through the key of one of its groups', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/row-grouping/');

    const search = await gridDemo(page, 'SearchGroupedRows');
    await groupRow(search, 'Americas (18)', 1).waitFor();
    await search.getByRole('button', { name: 'Search' }).click();
    await search.getByPlaceholder('Search…').fill('italy bikes');
    // 'italy' matches only the Italy group (the Country column is hidden), 'bikes' only the rows' Category.
    await groupRow(search, 'Italy (4)', 2).waitFor();
    await expect(search.locator('.MuiDataGrid-row[aria-level="1"]').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Europe\s*\(4\)$/),
    ]);
    const leaves = search.locator('.MuiDataGrid-row[aria-level="3"]');
    await expect(leaves.locator('[data-field="orderNumber"]').allInnerTexts()).resolves.toEqual([
      'SO-2403',
      'SO-2424',
      'SO-2550',
      'SO-2571',
    ]);
    await expect(leaves.locator('[data-field="category"]').allInnerTexts()).resolves.toEqual(['Bikes', 'Bikes', 'Bikes', 'Bikes']);

    expect(problems.errors).toEqual([]);
  });

  test('row grouping: turning it off, computed keys, group labels, pages of groups and a pinned grouping column', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/row-grouping/');

    // disableRowGrouping shows a flat list and keeps the model for when it is turned back on.
    const off = await gridDemo(page, 'TurnGroupingOff');
    await groupRow(off, 'Network (3)', 1).waitFor();
    await off.getByRole('switch', { name: 'Flat list (disableRowGrouping)' }).check();
    await off.locator('.MuiDataGrid-row[data-id="1"][aria-level="1"]').waitFor();
    await expect(off.locator('.MuiDataGrid-groupingCriteriaCell').count()).resolves.toBe(0);
    await expect(off.getByRole('status').innerText()).resolves.toBe('Grouping model: team');
    await off.getByRole('switch', { name: 'Flat list (disableRowGrouping)' }).uncheck();
    await groupRow(off, 'Network (3)', 1).waitFor();

    // A computed column groups by its valueGetter; a groupingValueGetter must read the row, not its value.
    const computed = await gridDemo(page, 'GroupByComputedColumn');
    await groupRow(computed, '12 (9)', 1).waitFor();
    await computed.getByRole('button', { name: 'Bands from the row' }).click();
    await groupRow(computed, '7 years or more (37)', 1).waitFor();
    await groupRow(computed, 'Under 3 years (5)', 1).waitFor();
    await computed.getByRole('button', { name: 'Bands from value' }).click();
    await computed.locator('.MuiDataGrid-row[data-rowindex="0"][aria-level="1"]', { hasText: 'Kwame Mensah' }).waitFor();
    await expect(computed.locator('.MuiDataGrid-groupingCriteriaCell').count()).resolves.toBe(0);

    // Group labels follow the valueFormatter and the singleSelect labels, except singleSelect keys at several levels
    // of one grouping column; a column per criterion shows the labels again.
    const labels = await gridDemo(page, 'GroupRowLabels');
    await groupRow(labels, 'Store (20)', 1).waitFor();
    await labels.getByRole('button', { name: 'Channel, then quantity' }).click();
    await groupRow(labels, 'store (20)', 1).waitFor();
    await groupRow(labels, '2 items (5)', 2).waitFor();
    await labels.getByRole('switch', { name: 'One column per criterion' }).check();
    await groupRow(labels, 'Store (20)', 1).waitFor();
    await groupRow(labels, '2 items (5)', 2).waitFor();
    await labels.locator('.MuiDataGrid-columnHeader[data-field="__row_group_by_columns_group_channel__"]').waitFor();
    await expect(labels.locator('.MuiDataGrid-groupingCriteriaCell', { hasText: /^store/ }).count()).resolves.toBe(0);

    // A page holds four customers, whatever is open inside them.
    const pages = await gridDemo(page, 'PaginateGroups');
    const pageRange = pages.locator('.MuiTablePagination-displayedRows');
    await expect(pageRange.innerText()).resolves.toBe('1–4 of 12');
    await groupRow(pages, 'Fiona Walsh (6)', 1).getByRole('button').click();
    await pages.locator('.MuiDataGrid-row[aria-level="2"]').nth(5).waitFor();
    await expect(pages.locator('.MuiDataGrid-row[aria-level="1"]').count()).resolves.toBe(4);
    await expect(pageRange.innerText()).resolves.toBe('1–4 of 12');

    // The pinned grouping column stays where it is while the grid scrolls sideways.
    const pinned = await gridDemo(page, 'PinnedGroupingColumn');
    const groupingHeader = pinned.locator('.MuiDataGrid-columnHeader[data-field="__row_group_by_columns_group__"]');
    const headerLeft = async () => (await groupingHeader.boundingBox())?.x ?? Number.NaN;
    const leftBefore = await headerLeft();
    await pinned.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
    await pinned.locator('.MuiDataGrid-columnHeader[data-field="quantity"]').waitFor();
    await expect(headerLeft()).resolves.toBe(leftBefore);
    await groupRow(pinned, 'Americas (26)', 1).waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('row grouping: opening groups by a row click, around a row and after a remount, editing and moving whole groups', async ({
    openPage,
  }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/row-grouping/');

    // A click anywhere on a group row toggles it without selecting it.
    const clicks = await gridDemo(page, 'ToggleGroupOnRowClick');
    await groupRow(clicks, 'Europe (25)', 1).locator('[data-field="total"]').click();
    await groupRow(clicks, 'Bikes (10)', 2).waitFor();
    await groupRow(clicks, 'Europe (25)', 1).locator('[data-field="total"]').click();
    await groupRow(clicks, 'Bikes (10)', 2).waitFor({ state: 'detached' });
    await expect(clicks.locator('.MuiDataGrid-row.Mui-selected').count()).resolves.toBe(0);

    // The groups above an order open, and the grid scrolls to it and selects it.
    const reveal = await gridDemo(page, 'RevealRowInGroups');
    await reveal.getByRole('button', { name: 'Show order' }).click();
    await reveal.getByRole('status').filter({ hasText: 'SO-2565: Kemal Aydın, Australia.' }).waitFor();
    const selected = reveal.locator('.MuiDataGrid-row.Mui-selected', { hasText: 'SO-2565' });
    await selected.waitFor();
    const scrollerBox = await reveal.locator('.MuiDataGrid-virtualScroller').boundingBox();
    const rowBox = await selected.boundingBox();
    expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(scrollerBox!.y + scrollerBox!.height + 1);
    await reveal.getByLabel('Order number').fill('SO-2401');
    await reveal.getByRole('button', { name: 'Show order' }).click();
    await reveal.getByRole('status').filter({ hasText: 'There is no order SO-2401.' }).waitFor();
    // A row the filters hide, though it exists, is not revealed.
    const filterMenu = await openColumnMenu(page, reveal, 'customer', 'Customer');
    await filterMenu.getByRole('menuitem', { name: 'Filter' }).click();
    await page.getByRole('textbox', { name: 'Value' }).fill('no customer has this name');
    await reveal.getByText('No results found.').waitFor();
    await page.keyboard.press('Escape');
    await reveal.getByLabel('Order number').fill('SO-2565');
    await reveal.getByRole('button', { name: 'Show order' }).click();
    await reveal.getByRole('status').filter({ hasText: 'SO-2565 is hidden by the current filters.' }).waitFor();

    // The groups left open come back when the grid mounts again.
    const remember = await gridDemo(page, 'RememberOpenGroups');
    await groupRow(remember, 'Italy (13)', 2).getByRole('button').click();
    await groupRow(remember, 'Americas (26)', 1).getByRole('button').click();
    await remember.getByRole('status').filter({ hasText: 'Open groups: Americas, Europe, Italy' }).waitFor();
    await remember.getByRole('tab', { name: 'Notes' }).click();
    await remember.locator('.MuiDataGrid-root').waitFor({ state: 'detached' });
    await remember.getByRole('tab', { name: 'Orders' }).click();
    await groupRow(remember, 'Canada (13)', 2).waitFor();
    await expect(groupRow(remember, 'Italy (13)', 2).getAttribute('aria-expanded')).resolves.toBe('true');

    // An edited status moves its task, into a new group placed by the workflow order.
    const edit = await gridDemo(page, 'EditGroupedValue');
    await edit.locator('.MuiDataGrid-row[data-id="3"] [data-field="status"]').dblclick();
    await page.getByRole('option', { name: 'In review' }).click();
    await page.keyboard.press('Enter');
    await groupRow(edit, 'In review (1)', 1).waitFor();
    await expect(edit.locator('.MuiDataGrid-row[aria-level="1"]').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^To do\s*\(2\)$/),
      expect.stringMatching(/^In progress\s*\(1\)$/),
      expect.stringMatching(/^In review\s*\(1\)$/),
      expect.stringMatching(/^Done\s*\(2\)$/),
    ]);

    // A dragged epic takes its three tasks to another sprint, one processRowUpdate call each.
    const whole = await gridDemo(page, 'MoveWholeGroup');
    const groupHandle = (id: string) => whole.locator(`.MuiDataGrid-row[data-id="${id}"] .MuiDataGrid-rowReorderCell`);
    const search14 = whole.locator('.MuiDataGrid-row[data-id="auto-generated-row-sprint/Sprint 14-epic/Search"]');
    const searchBox = await search14.boundingBox();
    await groupHandle('auto-generated-row-sprint/Sprint 15-epic/Onboarding').dragTo(search14, {
      targetPosition: { x: 20, y: searchBox!.height - 5 },
    });
    await whole.getByRole('status').filter({ hasText: 'Saved: APP-204 → Sprint 14, APP-205 → Sprint 14, APP-206 → Sprint 14' }).waitFor();
    await groupRow(whole, 'Sprint 14 (6)', 1).waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('column dimensions: autosizing many columns, wrapped text, grouped rows and header filters', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/column-dimensions/');
    const headerWidth = (section: Locator, field: string) =>
      section.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`).evaluate((header) => header.getBoundingClientRect().width);
    const scrollTo = (section: Locator, left: number) =>
      section
        .locator('.MuiDataGrid-virtualScroller')
        .evaluate((scroller, x) => scroller.scrollTo({ left: x === -1 ? scroller.scrollWidth : x }), left);
    /** Waits until the header of `field` is rendered with a width between `min` and `max` pixels. */
    const waitForWidth = async (section: Locator, field: string, min: number, max = Number.POSITIVE_INFINITY) => {
      const root = await section.elementHandle();
      await page.waitForFunction(
        ({ element, name, low, high }) => {
          const header = element?.querySelector(`.MuiDataGrid-columnHeader[data-field="${name}"]`);
          const width = header?.getBoundingClientRect().width ?? -1;
          return width >= low && width <= high;
        },
        { element: root, name: field, low: min, high: max },
      );
    };

    // By default every month is measured, the off-screen ones included; measuring rendered columns only leaves
    // the off-screen months at their 50 px minWidth.
    const many = await gridDemo(page, 'AutosizeManyColumnsGrid');
    await many.getByRole('button', { name: 'Autosize columns' }).click();
    await scrollTo(many, -1);
    await waitForWidth(many, 'm23', 101);
    await scrollTo(many, 0);
    await many.getByRole('switch', { name: 'Measure rendered columns only' }).check();
    await many.getByRole('button', { name: 'Autosize columns' }).click();
    await scrollTo(many, -1);
    await waitForWidth(many, 'm23', 50, 50);

    // Autosizing measures the comments on one line: the short one stops wrapping and its row gets shorter, the
    // longest one stops at maxWidth and still wraps.
    const wrapped = await gridDemo(page, 'AutosizeWrappedTextGrid');
    const rowHeight = (id: number) =>
      wrapped.locator(`.MuiDataGrid-row[data-id="${id}"]`).evaluate((row) => row.getBoundingClientRect().height);
    const shortBefore = await rowHeight(1);
    await wrapped.getByRole('button', { name: 'Autosize columns' }).click();
    await waitForWidth(wrapped, 'comment', 420, 420);
    await page.waitForFunction(({ row, before }) => (row?.getBoundingClientRect().height ?? before) < before, {
      row: await wrapped.locator('.MuiDataGrid-row[data-id="1"]').elementHandle(),
      before: shortBefore,
    });
    expect(await rowHeight(3)).toBeGreaterThan(await rowHeight(1));

    // Collapsed groups are not measured: expanding them and autosizing again widens the grouping column.
    const grouped = await gridDemo(page, 'AutosizeGroupedRowsGrid');
    const groupingField = '__row_group_by_columns_group__';
    await grouped.getByRole('button', { name: 'Autosize columns' }).click();
    await waitForWidth(grouped, groupingField, 141);
    const collapsedWidth = await headerWidth(grouped, groupingField);
    const collapsedDistrict = await headerWidth(grouped, 'district');
    // As the page says: expand the depots, then their drivers.
    for (const [label, level] of [
      ['North', 1],
      ['South Industrial Estate', 1],
      ['Ana', 2],
      ['Bartholomew', 2],
      ['Chidi', 2],
      ['Dagny Lindqvist-Hallberg', 2],
    ] as const) {
      await groupRow(grouped, label, level).getByRole('button').click();
    }
    await grouped.locator('.MuiDataGrid-row[data-id="6"]').waitFor();
    await grouped.getByRole('button', { name: 'Autosize columns' }).click();
    await waitForWidth(grouped, groupingField, collapsedWidth + 1);
    await waitForWidth(grouped, 'district', collapsedDistrict + 1);

    // Without includeHeaderFilters the bins column fits its values and its filter input is squeezed; with it, the
    // column takes the width of its filter cell.
    const filtered = await gridDemo(page, 'AutosizeHeaderFiltersGrid');
    const binFilterInputWidth = () =>
      filtered.locator('.MuiDataGrid-headerFilterRow [data-field="bin"] input').evaluate((input) => input.getBoundingClientRect().width);
    await filtered.getByRole('button', { name: 'Autosize columns' }).click();
    await waitForWidth(filtered, 'bin', 1, 80);
    expect(await binFilterInputWidth()).toBeLessThan(30);
    await filtered.getByRole('switch', { name: 'Fit the filter cells' }).check();
    await filtered.getByRole('button', { name: 'Autosize columns' }).click();
    await waitForWidth(filtered, 'bin', 150);
    expect(await binFilterInputWidth()).toBeGreaterThan(100);

    expect(problems.errors).toEqual([]);
  });

  test('tree data: expand and collapse all, filtering that opens no group, a file dragged into a folder', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/tree-data/');

    // expandAllRows and collapseAllRows open and close every level at once.
    const plan = await gridDemo(page, 'ReleasePlanTree');
    const planRows = plan.locator('.MuiDataGrid-row[data-id]');
    await plan.getByRole('button', { name: 'Collapse all' }).click();
    await expect(planRows.count()).resolves.toBe(2);
    await plan.getByRole('button', { name: 'Expand all' }).click();
    // Search holds no blocked task, so only Expand all opens it.
    await plan.locator('.MuiDataGrid-row[data-id="6"]', { hasText: 'Typo tolerance' }).waitFor();

    // The quick filter keeps the matches under the root but opens no group: Noah Walsh's two engineers stay inside.
    const chart = await gridDemo(page, 'OrgChartFiltering');
    await chart.locator('.MuiDataGrid-row[data-id="5"]', { hasText: 'Noah Walsh (2)' }).waitFor();
    await chart.locator('.MuiDataGrid-row[data-id="3"]', { hasText: 'Yuki Sato' }).waitFor();
    await expect(chart.locator('.MuiDataGrid-row[data-id="6"]').count()).resolves.toBe(0);

    const documents = await gridDemo(page, 'MoveFilesTree');
    const storedPath = documents.locator('.MuiDataGrid-row[data-id="nda"] [data-field="location"]');
    await expect(storedPath.innerText()).resolves.toBe('Contracts / Supplier NDA.pdf');
    const handle = documents.locator('.MuiDataGrid-row[data-id="nda"] [data-field="__reorder__"]');
    const folder = documents.locator('.MuiDataGrid-row[data-id="invoices"] [data-field="kind"]');
    const folderBox = await folder.boundingBox();
    expect(folderBox).not.toBeNull();
    // The middle of the row's height is a drop inside it.
    await handle.dragTo(folder, { targetPosition: { x: 10, y: folderBox!.height / 2 } });
    await documents.getByText('Rows saved by processRowUpdate: 1').waitFor();
    await storedPath.filter({ hasText: /^Invoices \/ Supplier NDA\.pdf$/ }).waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('row grouping recipes: the grid-wide totals, a pinned row, are styled like the subtotals; the footer counts groups and rows', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/recipes-row-grouping/');

    const shipments = await gridDemo(page, 'GroupSubtotals');
    const total = shipments.locator('.MuiDataGrid-pinnedRows--bottom .MuiDataGrid-row');
    await expect(total.count()).resolves.toBe(1);
    await expect(total.getAttribute('class')).resolves.toMatch(/\bsubtotal-row\b/);
    await expect(total.evaluate((row) => getComputedStyle(row).fontWeight)).resolves.toBe('600');
    await expect(shipments.locator('.MuiDataGrid-row.subtotal-row').count()).resolves.toBeGreaterThan(1);

    // The footer counts the departments and the employees in them, and follows the quick filter; the employees are
    // the sum of the counts the top-level group rows show.
    const staff = await gridDemo(page, 'GroupedFooterCounts');
    const footerCount = staff.locator('.MuiDataGrid-footerContainer');
    const topLevelCounts = async () =>
      (await staff.locator('.MuiDataGrid-row[aria-level="1"] .MuiDataGrid-groupingCriteriaCell').allInnerTexts()).map((label) =>
        Number(/\((\d+)\)$/.exec(label)?.[1]),
      );
    await footerCount.getByText('6 departments, 40 employees', { exact: true }).waitFor();
    await staff.getByRole('searchbox').fill('Tanaka');
    await footerCount.getByText(/^[1-5] departments?, \d+ employees?$/).waitFor();
    const counts = await topLevelCounts();
    const employees = counts.reduce((sum, count) => sum + count, 0);
    await expect(footerCount.innerText()).resolves.toMatch(new RegExp(`^${counts.length} departments?, ${employees} employees?$`));

    expect(problems.errors).toEqual([]);
  });

  test('pivoting: sticky group labels stay at the left edge of their group while the grid scrolls sideways', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/pivoting/');

    const shipments = await gridDemo(page, 'StickyPivotGroupLabels');
    const scroller = shipments.locator('.MuiDataGrid-virtualScroller');
    const labelLeftInScroller = async (warehouse: string) => {
      const label = shipments
        .locator('.MuiDataGrid-columnHeader--filledGroup', { hasText: warehouse })
        .locator('.MuiDataGrid-columnHeaderTitleContainerContent');
      const [labelBox, scrollerBox] = [await label.boundingBox(), await scroller.boundingBox()];
      return labelBox!.x - scrollerBox!.x;
    };
    const scrollTo = async (left: number) => {
      await scroller.evaluate((element, scrollLeft) => {
        element.scrollLeft = scrollLeft;
      }, left);
      // The grid renders the scrolled columns in the next frames.
      await pageAnswers(page);
    };
    await scrollTo(400);
    expect(await labelLeftInScroller('Rotterdam')).toBeGreaterThanOrEqual(0);
    // At the far right the last group in view, Gdansk, is partly scrolled out and its label sticks too: the grid
    // hides the last header's overflow, which holds the label in place unless the demo sets `overflow: clip`.
    await scrollTo(10_000);
    expect(await labelLeftInScroller('Gdansk')).toBeGreaterThanOrEqual(0);
    await shipments.getByLabel('Sticky group labels').uncheck();
    await expect.poll(() => labelLeftInScroller('Gdansk')).toBeLessThan(0);
    await scrollTo(400);
    await expect.poll(() => labelLeftInScroller('Rotterdam')).toBeLessThan(0);

    expect(problems.errors).toEqual([]);
  });
});
