/**
 * What the Data Grid pages from accessibility to column visibility say about MUI X 8.29.3, seen in their demos:
 * each test checks a sentence that was once wrong, by doing what the page tells the reader to do.
 */
import type { Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { expectColumnsShown, expectEveryColumnShown, gridDemo, openColumnMenu } from './support/dataGrid';
import { expect, test } from './support/fixtures';

/** The field and row id of the focused grid cell, or null when focus is not on a cell. */
function focusedCell(page: Page) {
  return page.evaluate(() => {
    const cell = document.activeElement?.closest('[role="gridcell"]');
    const row = cell?.closest('[role="row"]');
    return cell && row ? { field: cell.getAttribute('data-field'), rowId: row.getAttribute('data-id') } : null;
  });
}

test.describe('Data Grid pages, accessibility to column visibility', () => {
  test("tabNavigation='content': Shift+Tab moves to the previous cell, wrapping to the row above; Ctrl+Enter opens a column menu, Escape closes it; a cell's link stays in the tab order after the focus leaves the grid", async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/accessibility/');
    const section = await gridDemo(page, 'TabNavigationGrid');
    await section.getByRole('combobox', { name: 'tabNavigation' }).click();
    await page.getByRole('option', { name: 'content', exact: true }).click();
    await section.getByRole('combobox', { name: 'tabNavigation' }).filter({ hasText: 'content' }).waitFor();

    const rows = section.locator('.MuiDataGrid-row[data-id]');
    await rows.nth(1).locator('[data-field="department"]').click();
    // The row the click focused (a late layout shift can move the page under the pointer), and the row above it.
    const start = await focusedCell(page);
    expect(start?.field).toBe('department');
    const rowIds = await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id')));
    const secondRowId = start?.rowId ?? null;
    const firstRowId = rowIds[rowIds.indexOf(secondRowId) - 1];
    expect(firstRowId).toBeDefined();

    await page.keyboard.press('Shift+Tab');
    await page.waitForFunction(() => document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-field') === 'name');
    await expect(focusedCell(page)).resolves.toEqual({ field: 'name', rowId: secondRowId });

    await page.keyboard.press('Shift+Tab');
    await page.waitForFunction(() => document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-field') === 'salary');
    await expect(focusedCell(page)).resolves.toEqual({ field: 'salary', rowId: firstRowId });

    // Ctrl+Enter on a header opens its column menu and puts the focus in it, so only Escape closes the menu.
    const sensors = await gridDemo(page, 'KeyboardFocusTracker');
    // The line above the grid follows the focus state, cell and header.
    await sensors.locator('.MuiDataGrid-row[data-id] [data-field="location"]').first().click();
    await expect(sensors.getByRole('status')).toContainText(/Focus: Row \S+, column Location/);
    await sensors.getByRole('columnheader', { name: 'Sensor' }).focus();
    await expect(sensors.getByRole('status')).toContainText('Focus: Header of Sensor');
    await page.keyboard.press('Control+Enter');
    const menu = page.getByRole('menu', { name: 'Sensor column menu' });
    await expect(menu).toBeFocused();
    await page.keyboard.press('Control+Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // A cell's link takes the cell's tabIndex: 0 only in the grid's Tab stop, which stays on the last focused cell
    // after the focus has left the grid.
    const invoices = await gridDemo(page, 'AccessibleCellsGrid');
    const invoiceLinkTabIndexes = () =>
      invoices.locator('.MuiDataGrid-cell[data-field="id"] a').evaluateAll((links) => links.map((link) => (link as HTMLElement).tabIndex));
    expect(new Set(await invoiceLinkTabIndexes())).toEqual(new Set([-1]));
    const secondInvoice = invoices.locator('.MuiDataGrid-cell[data-field="id"]').nth(1);
    const box = await secondInvoice.boundingBox();
    // Beside the link, so that the click focuses the cell rather than following the link.
    await secondInvoice.click({ position: { x: (box?.width ?? 10) - 4, y: (box?.height ?? 10) / 2 } });
    await expect.poll(invoiceLinkTabIndexes).toEqual([-1, 0, -1, -1, -1, -1]);
    await page.locator('h1').click();
    await expect(page.evaluate(() => document.activeElement?.closest('[role="grid"]') ?? null)).resolves.toBeNull();
    await expect(invoiceLinkTabIndexes()).resolves.toEqual([-1, 0, -1, -1, -1, -1]);
    expect(problems.errors).toEqual([]);
  });

  test('jumping to an order that the filters hide says so, instead of "row NaN"', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/api-object/');
    const section = await gridDemo(page, 'JumpToOrderGrid');
    const menu = await openColumnMenu(page, section, 'customer', 'Customer');
    await menu.getByRole('menuitem', { name: 'Filter' }).click();
    await page.getByRole('textbox', { name: 'Value' }).fill('no customer has this name');
    await section.getByText('No results found.').waitFor();
    await page.keyboard.press('Escape');

    await section.getByRole('textbox', { name: 'Order number' }).fill('24077');
    await section.getByRole('button', { name: 'Go to order' }).click();
    await section.getByText('Order 24077 is hidden by the filters.').waitFor();
    await expect(section.getByText(/is row NaN/).count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });

  test("an AI answer that selects more rows than the page has fails, after its filter is applied; saved conversations switch both ways and grow by the panel's button", async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/ai-assistant/');
    const section = await gridDemo(page, 'AssistantPanelGrid');
    // The columns its suggested prompts filter, sort and pivot by; the page's later grids show all of theirs.
    await expectColumnsShown(page, 'AssistantPanelGrid', ['department', 'country', 'salary', 'rating', 'active']);
    await expectEveryColumnShown(page, ['PromptContextGrid', 'PromptFromCodeGrid', 'SavedConversationsGrid']);
    await section.getByRole('button', { name: 'AI Assistant' }).click();
    const prompt = page.getByRole('textbox', { name: 'Type or record a prompt…' });
    await prompt.fill('Design, select the first 999');
    await prompt.press('Enter');

    // V8's message for the row the grid looks up past the end of the page.
    await page.getByText(/Cannot use 'in' operator/).waitFor();
    const departments = section.locator('.MuiDataGrid-row[data-id] [data-field="department"]');
    expect(new Set(await departments.allTextContents())).toEqual(new Set(['Design']));
    await expect(section.locator('.MuiDataGrid-row.Mui-selected').count()).resolves.toBe(0);

    await test.step('saved conversations: the history switches to the second conversation and back to the first, and Restore selects the first', async () => {
      // The panels open in a popper outside their grid: close the first demo's before opening this one's.
      await page.keyboard.press('Escape');
      const panel = page.locator('.MuiDataGrid-aiAssistantPanel');
      await expect(panel).toHaveCount(0);
      const saved = await gridDemo(page, 'SavedConversationsGrid');
      await saved.getByRole('button', { name: 'AI Assistant' }).click();
      const title = panel.locator('.MuiDataGrid-aiAssistantPanelConversationTitle');
      const pick = async (conversation: RegExp) => {
        await panel.getByRole('button', { name: 'Conversation history' }).click();
        await page.getByRole('menuitem', { name: conversation }).click();
      };
      await expect(title).toHaveText('Sales in Germany, sort by salary descending');
      await pick(/^Average salary/);
      await expect(title).toHaveText('Average salary per department');
      await pick(/^Sales in Germany/);
      await expect(title).toHaveText('Sales in Germany, sort by salary descending');
      await pick(/^Average salary/);
      await expect(title).toHaveText('Average salary per department');
      // The panel's new conversation button starts a third one (it threw while the list was controlled), and the grid
      // reports the list for saving.
      await panel.getByLabel('New conversation').getByRole('button').click();
      await expect(title).toHaveText('New conversation');
      await saved.getByText('Saved: 3 conversations').waitFor();
      // The click outside closes the panel; opened again, it shows the first conversation.
      await saved.getByRole('button', { name: 'Restore saved history' }).click();
      await expect(panel).toHaveCount(0);
      await saved.getByText('Saved: 2 conversations').waitFor();
      await saved.getByRole('button', { name: 'AI Assistant' }).click();
      await expect(title).toHaveText('Sales in Germany, sort by salary descending');
      // Forgotten twice, then restored from the empty list: no error, and the first conversation again.
      await page.keyboard.press('Escape');
      await saved.getByRole('button', { name: 'Forget history' }).click();
      await saved.getByRole('button', { name: 'Forget history' }).click();
      await saved.getByRole('button', { name: 'Restore saved history' }).click();
      await saved.getByRole('button', { name: 'AI Assistant' }).click();
      await expect(title).toHaveText('Sales in Germany, sort by salary descending');
    });
    expect(problems.errors).toEqual([]);
  });

  test('charts panel: a chart picked in the panel header is the one the panel edits, and the line above the grid follows', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/components/charts-panel/');
    const section = await gridDemo(page, 'TwoChartsPanelGrid');
    const line = section.getByText(/^The charts panel edits: /);
    await expect(line).toHaveText('The charts panel edits: Irrigation');
    await section.getByRole('button', { name: 'Charts' }).click();
    await section.getByRole('button', { name: 'Irrigation' }).click();
    // With the keyboard, as the header's menu can move under the pointer while it opens (depthDataGridFeatures).
    await page.getByRole('menuitem', { name: 'Climate' }).press('Enter');
    // The first pick switches the panel: its header names the new chart.
    await section.getByRole('button', { name: 'Climate' }).waitFor();
    await expect(line).toHaveText('The charts panel edits: Climate');
    expect(problems.errors).toEqual([]);
  });

  test('column spanning: the arrow keys treat a spanning cell as one cell', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/column-spanning/');
    const section = await gridDemo(page, 'SectionRowsSpanning');
    const focusedCell = () =>
      page.evaluate(() => {
        const cell = document.activeElement?.closest('[role="gridcell"]');
        return `${cell?.closest('[data-id]')?.getAttribute('data-id')}/${cell?.getAttribute('data-field')}`;
      });
    // The total's label covers the category: Right goes on to the amount.
    await section.locator('[data-id="t"] [data-field="label"]').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedCell).toBe('t/amount');
    // A day heading covers every column: Down from an amount lands on it.
    await section.locator('[data-id="e2"] [data-field="amount"]').click();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedCell).toBe('d2/label');
    expect(problems.errors).toEqual([]);
  });

  test('dates show the day and time the data says: a valueGetter date west of Greenwich, a UTC column in Tokyo', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/column-definition/', {
      locale: 'en-US',
      timezoneId: 'America/Los_Angeles',
    });
    const orders = await gridDemo(page, 'ValueGetterFormatterGrid');
    // The first order's orderedOn is '2025-01-14'.
    await expect(orders.locator('.MuiDataGrid-row[data-id="1"] [data-field="orderedOn"]').textContent()).resolves.toBe('1/14/2025');
    expect(problems.errors).toEqual([]);

    // The Departure header says UTC, and the first flight leaves at 05:00 UTC: so it reads in Tokyo too.
    const tokyo = await openCheckedPage('/x/react-data-grid/components/columns-panel/', { locale: 'en-US', timezoneId: 'Asia/Tokyo' });
    const flights = await gridDemo(tokyo.page, 'DescriptionSearchColumnsGrid');
    const departure = flights.locator('.MuiDataGrid-row[data-id="1"] [data-field="departure"]');
    await expect(departure.textContent()).resolves.toMatch(/^3\/14\/26, 5:00\sAM$/);
    expect(tokyo.problems.errors).toEqual([]);
  });

  test('a rendered header is announced by what it draws, while its menu button keeps the headerName', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/column-header/');
    const section = await gridDemo(page, 'CustomHeaderGrid');
    const salaryHeader = section.getByRole('columnheader', { name: /Salary\s*USD per year/ });
    await salaryHeader.waitFor();
    await expect(salaryHeader.getAttribute('aria-label')).resolves.toBeNull();
    await salaryHeader.hover();
    await section.getByRole('button', { name: 'Salary column menu' }).waitFor();
    expect(problems.errors).toEqual([]);
  });

  test('the aggregation menu lists a restricted column’s functions in the order of aggregationFunctions', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/aggregation/');
    const section = await gridDemo(page, 'RestrictFunctions');
    const menu = await openColumnMenu(page, section, 'high', 'High');
    await menu.getByRole('combobox', { name: 'Aggregation' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    await expect(options.allTextContents()).resolves.toEqual(['...', 'avg', 'max']);
    expect(problems.errors).toEqual([]);
  });
  test("a group header drawn by renderHeaderGroup shows the group's description in the demo's own tooltip", async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/column-groups/');
    const section = await gridDemo(page, 'StyledColumnGroups');
    await section.locator('.MuiDataGrid-columnHeader--filledGroup', { hasText: 'January' }).getByText('January').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Average daily temperatures in January');
    expect(problems.errors).toEqual([]);
  });

  test('a toolbar that reads the aggregation results still works on a slow phone, before the first results exist', async ({ openPage }) => {
    const { page, problems } = await openPage();
    // Slow enough that the grid renders its toolbar before it has computed any result (it computes them in slices).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await gotoAndSettle(page, '/x/react-data-grid/aggregation/');
    const section = await gridDemo(page, 'AggregationFromApi');
    await section.getByText(/^Rainfall \(sum\), all stations: 250\.0 mm\. Highest region: West coast/).waitFor();
    await expect(section.getByText('This demo stopped working').count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });
});
