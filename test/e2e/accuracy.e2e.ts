/**
 * What the guides say about MUI X 8.29.3, seen in their demos: each test checks a sentence that was once wrong.
 */
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { expect, test } from './support/fixtures';

test.describe('the Data Grid quickstart', () => {
  test("shows the default toolbar's columns, filters, export and quick filter, and no density control", async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/quickstart/');
    const section = await demo(page, 'QuickstartToolbarGrid');
    const toolbar = section.locator('.MuiDataGrid-toolbar');
    await toolbar.getByRole('button', { name: 'Columns' }).waitFor();
    await expect(toolbar.getByRole('button', { name: 'Filters' }).count()).resolves.toBe(1);
    await expect(toolbar.getByRole('button', { name: 'Export' }).count()).resolves.toBe(1);
    await expect(toolbar.getByRole('searchbox').count()).resolves.toBe(1);
    await expect(toolbar.getByRole('button', { name: /density/i }).count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('a right-to-left Data Grid', () => {
  test('keeps the checkbox column first, at the right edge', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/localization/');
    const section = await demo(page, 'RightToLeftGrid');
    const checkboxHeader = section.locator('.MuiDataGrid-columnHeader[data-field="__check__"]');
    await checkboxHeader.waitFor();
    const headers = await section
      .locator('.MuiDataGrid-columnHeader[data-field]')
      .evaluateAll((cells) => cells.map((cell) => ({ field: cell.getAttribute('data-field'), right: cell.getBoundingClientRect().right })));
    const rightmost = headers.reduce((best, header) => (header.right > best.right ? header : best));
    expect(rightmost.field).toBe('__check__');
    await expect(checkboxHeader.getAttribute('aria-colindex')).resolves.toBe('1');
    expect(problems.errors).toEqual([]);
  });
});

test.describe('the PeakCallouts chart', () => {
  test('hides a series and its callout when the reader clicks its legend item', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/components/');
    const section = await demo(page, 'PeakCallouts');
    await section.getByText('Peak 41').waitFor();
    await section.getByRole('button', { name: 'Harbour' }).click();
    await section.getByText('Peak 41').waitFor({ state: 'detached' });
    await expect(section.getByText('Peak 19').count()).resolves.toBe(1);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('a date field', () => {
  test('gives null when one section of a filled field is cleared', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/base-concepts/');
    const section = await demo(page, 'ValueStates');
    await section.getByText('valid Dayjs', { exact: true }).waitFor();
    await section.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.press('Backspace');
    await section.getByText('null', { exact: true }).waitFor();
    await expect(section.getByText('invalid Dayjs').count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('the Time Range Picker page', () => {
  test('links the time range fields to their own page', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/react-date-pickers/time-range-picker/');
    const link = page.locator('article').getByRole('link', { name: 'Time Range Field', exact: true });
    await expect(link.getAttribute('href')).resolves.toBe('/x/react-date-pickers/time-range-field/');
  });
});

test.describe('undoing a row move', () => {
  test('puts the row back where it was, and redoing moves it again; with a data source each step reaches the server', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/undo-redo/');
    const section = await demo(page, 'UndoRowMoves');
    const rowSelector = '[id="UndoRowMoves"] .MuiDataGrid-row[data-id]';
    const order = () => page.$$eval(rowSelector, (elements) => elements.map((element) => element.getAttribute('data-id') ?? ''));
    const waitForOrder = (expected: string[], equal: boolean) =>
      page.waitForFunction(
        ({ selector, ids, same }) => {
          const current = [...document.querySelectorAll(selector)].map((element) => element.getAttribute('data-id'));
          return (current.join() === ids.join()) === same;
        },
        { selector: rowSelector, ids: expected, same: equal },
      );
    await section.locator('.MuiDataGrid-row[data-id]').first().waitFor();
    const before = await order();
    const handles = section.locator('.MuiDataGrid-rowReorderCell');
    await handles.first().dragTo(handles.nth(3));
    await waitForOrder(before, false);
    const moved = await order();
    expect(moved.indexOf(before[0] ?? '')).toBeGreaterThan(0);

    await section.getByRole('button', { name: 'Undo' }).click();
    await waitForOrder(before, true);
    await section.getByRole('button', { name: 'Redo' }).click();
    await waitForOrder(moved, true);

    // With a data source, the edit, its undo and its redo each reach the server through updateRow. The stock
    // toolbar names its history buttons on the tooltip's wrapper, not on the buttons.
    const stock = await demo(page, 'UndoWithDataSource');
    const counted = stock.locator('.MuiDataGrid-row[data-id="2"] [data-field="counted"]');
    const requests = stock.getByRole('log', { name: 'Requests to the server' });
    await counted.dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('42');
    await page.keyboard.press('Enter');
    await requests.getByText('PUT /stock/WS-0800: counted 0 → 42').waitFor();
    await stock.locator('[aria-label="Undo"] button').click();
    await requests.getByText('PUT /stock/WS-0800: counted 42 → 0').waitFor();
    await counted.filter({ hasText: /^0$/ }).waitFor();
    await stock.locator('[aria-label="Redo"] button').click();
    await expect(requests.getByText('PUT /stock/WS-0800: counted 0 → 42')).toHaveCount(2);
    await counted.filter({ hasText: /^42$/ }).waitFor();
    expect(problems.errors).toEqual([]);
  });
});

test.describe('undoing after an edit cancelled with Escape', () => {
  test('the default history records the cancelled edit and loses the earlier one; the wrapped handler skips it', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/undo-redo/');
    /** Edits the first count and saves it, starts editing the second one and cancels; returns the first count's cell. */
    const editThenCancel = async (name: string) => {
      const section = await demo(page, name);
      const counted = (index: number) => section.locator('.MuiDataGrid-row[data-id]').nth(index).locator('[data-field="counted"]');
      await counted(0).dblclick();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('55');
      await page.keyboard.press('Enter');
      await expect(counted(0)).toHaveText('55');
      await counted(1).dblclick();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('77');
      await page.keyboard.press('Escape');
      await expect(counted(1)).not.toHaveText('77');
      await section.getByRole('button', { name: 'Undo' }).click();
      return { section, first: counted(0) };
    };

    const defaults = await editThenCancel('UndoRedoToolbar');
    await expect(defaults.section.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(defaults.first).toHaveText('55');

    const wrapped = await editThenCancel('UndoSkipsCancelledEdits');
    await expect(wrapped.first).not.toHaveText('55');
    await expect(wrapped.section.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(problems.errors).toEqual([]);
  });
});

test.describe('the custom slots page', () => {
  test('runs its four examples: a toolbar with extra props, a badged day, a custom tooltip and a tree with callback props', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/common-concepts/custom-components/');

    const grid = await demo(page, 'OrdersGrid');
    await grid.getByText('Orders (2)', { exact: true }).waitFor();
    await grid.getByRole('button', { name: 'Add order' }).click();
    await grid.getByText('Orders (3)', { exact: true }).waitFor();
    await grid.getByRole('gridcell', { name: 'New customer' }).waitFor();

    const picker = await demo(page, 'PayrollDatePicker');
    await picker.getByRole('button', { name: /^Choose date/ }).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('gridcell', { name: '15' }).waitFor();
    // The dot shows on the 15th only.
    const visibleDots = calendar.locator('.MuiBadge-dot:not(.MuiBadge-invisible)');
    await expect(visibleDots.count()).resolves.toBe(1);
    await expect(visibleDots.locator('xpath=..').getByRole('gridcell').textContent()).resolves.toBe('15');
    for (const action of ['Clear', 'Today', 'OK']) await calendar.getByRole('button', { name: action }).waitFor();
    await page.keyboard.press('Escape');

    const chart = await demo(page, 'QuarterlyRevenue');
    await expect(chart.locator('.MuiBarElement-root').count()).resolves.toBe(8);
    await chart.locator('.MuiBarElement-root').first().hover();
    await page.getByText(/Revenue: 42$/).waitFor();

    const tree = await demo(page, 'DocumentTree');
    const roadmap = tree.getByRole('treeitem', { name: 'Roadmap' });
    await expect(roadmap.evaluate((item) => getComputedStyle(item).fontStyle)).resolves.toBe('italic');
    const reports = tree.getByRole('treeitem', { name: /^Reports/ });
    await expect(reports.evaluate((item) => getComputedStyle(item).fontStyle)).resolves.toBe('normal');
    expect(problems.errors).toEqual([]);
  });
});
