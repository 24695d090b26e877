/**
 * What the Data Grid pages from editing to virtualization say about MUI X 8.29.3, seen in their demos: each test
 * checks a sentence that was once wrong, by doing what the page tells the reader to do.
 */
import { demo } from './support/demo';
import { gridCell } from './support/dataGrid';
import { CLIPBOARD, expect, test } from './support/fixtures';

test.describe('Data Grid pages, editing to virtualization', () => {
  test('a refused save keeps the editor open on the refused value, and Escape brings back the saved one', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/editing/');
    const section = await demo(page, 'ProcessRowUpdateErrorGrid');
    const room = section.locator('.MuiDataGrid-row[data-id="1"] [data-field="room"]');
    await room.waitFor();
    await expect(room.textContent()).resolves.toBe('101');

    await room.dblclick();
    const input = room.locator('input');
    await input.fill('150');
    await input.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Room 150 does not exist.' }).waitFor();
    await expect(input.inputValue()).resolves.toBe('150');

    await input.press('Escape');
    await input.waitFor({ state: 'detached' });
    await expect(room.textContent()).resolves.toBe('101');
    expect(problems.errors).toEqual([]);
  });

  test('row editing stops on Tab from the last editable cell, not between cells', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/editing/editing-events/');
    const section = await demo(page, 'RowEditEventLog');
    const name = section.locator('.MuiDataGrid-row').first().locator('[data-field="name"]');
    await name.waitFor();
    await name.dblclick();
    await section.getByText(/^1\. rowEditStart on row \S+, reason: cellDoubleClick$/).waitFor();

    // Tab from Name to Role and from Role to Country: the row stays in edit mode and nothing is logged.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(section.locator('[data-field="country"] input')).toBeFocused();
    await expect(section.getByText(/^2\./)).toHaveCount(0);

    await page.keyboard.press('Tab');
    await section.getByText(/^2\. rowEditStop on row \S+ \(from country\), reason: tabKeyDown$/).waitFor();
    expect(problems.errors).toEqual([]);
  });

  test("a server check shows the default editor's loading icon, then the demo's hint when the name is taken", async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/editing/persistence/');
    const section = await demo(page, 'UniqueUsernameGrid');
    const cell = section.locator('.MuiDataGrid-row[data-id="1"] [data-field="username"]');
    await cell.waitFor();
    await cell.dblclick();
    const input = cell.locator('input');
    await input.fill('admin');

    // While the pretend request runs (500 ms), the grid's own icon sits at the end of the input, and nothing else spins.
    await cell.locator('.MuiInputAdornment-positionEnd svg').waitFor();
    await expect(cell.getByRole('progressbar')).toHaveCount(0);
    await page.getByRole('tooltip', { name: 'This username is taken' }).waitFor();
    await expect(cell.locator('.MuiInputAdornment-positionEnd svg')).toHaveCount(0);
    expect(problems.errors).toEqual([]);
  });

  test('an Email cell that gets the focus hands it to its link, and one Tab leaves the grid', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/cells/');
    const section = await demo(page, 'InteractiveCellGrid');
    const name = section.locator('.MuiDataGrid-row[data-rowindex="0"] [data-field="name"]');
    await name.click();
    await page.keyboard.press('ArrowRight');
    await expect(section.locator('.MuiDataGrid-row[data-rowindex="0"] [data-field="email"] a')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(section.locator('.MuiDataGrid-root').evaluate((grid) => grid.contains(document.activeElement))).resolves.toBe(false);
    expect(problems.errors).toEqual([]);
  });

  test('pinned rows are tinted on the rows themselves, opaque over the scrolled ones', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/row-pinning/');
    const section = await demo(page, 'SeparatorPinning');
    const pinned = section.locator('.MuiDataGrid-pinnedRows--top .MuiDataGrid-row');
    const scrolled = section.locator('.MuiDataGrid-virtualScrollerContent .MuiDataGrid-row').first();
    await scrolled.waitFor();
    const background = (row: typeof pinned) => row.evaluate((element) => getComputedStyle(element).backgroundColor);
    const pinnedBackground = await background(pinned);
    // A colour the reader sees (not the grid's plain background), with no transparency.
    expect(pinnedBackground).not.toBe(await background(scrolled));
    expect(pinnedBackground).not.toMatch(/rgba\(.*, 0(\.\d+)?\)$|transparent/);
    expect(problems.errors).toEqual([]);
  });

  test('single-click editing: each click opens one editor and commits the one before', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/recipes-editing/');
    const section = await demo(page, 'SingleClickEditingGrid');
    const price = (id: number) => gridCell(section, id, 'price');
    const editing = () =>
      section
        .locator('.MuiDataGrid-cell--editing')
        .evaluateAll((cells) =>
          cells.map((cell) => `${cell.closest('[data-id]')?.getAttribute('data-id')}:${cell.getAttribute('data-field')}`),
        );

    await price(1).click();
    await price(1).locator('input').fill('3.6');
    // From the third click on, a controlled cell modes model left the second editor open beside the new one.
    for (const id of [2, 3, 4]) {
      await price(id).click();
      await expect.poll(editing).toEqual([`${id}:price`]);
    }
    await expect(price(1).textContent()).resolves.toBe('3.6');
    await page.keyboard.press('Escape');
    await expect.poll(editing).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('a flight that changes again while it is lit lights up again', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/row-recipes/');
    const section = await demo(page, 'RecentChangesRows');
    await section.locator('.MuiDataGrid-row[data-id="SK0552"]').waitFor();
    // The seeded feed changes SK0552 at its second tick (to gate B3) and again two ticks later (to gate C2), while
    // the first highlight is still fading: in the first frame that shows C2 the row is amber again.
    const colour = await page.waitForFunction(() => {
      const row = document.querySelector<HTMLElement>('.MuiDataGrid-row[data-id="SK0552"]');
      const gate = row?.querySelector('[data-field="gate"]')?.textContent;
      return row && gate === 'C2' ? getComputedStyle(row).backgroundColor : null;
    });
    const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(String(await colour.jsonValue()))?.[1] ?? 0);
    expect(alpha).toBeGreaterThan(0.3);
    expect(problems.errors).toEqual([]);
  });

  test('a delisted row stays gone while the throttled feed runs', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/row-updates/');
    const section = await demo(page, 'LiveUpdatesProGrid');
    const helix = section.locator('.MuiDataGrid-row[data-id="HLIX"]');
    await helix.waitFor();
    await section.getByRole('button', { name: 'Start the feed' }).click();
    await section.getByRole('button', { name: 'Delist HLIX' }).click();
    await helix.waitFor({ state: 'detached' });
    // Ten ticks of the feed and two throttled redraws or more.
    await page.waitForTimeout(2_000);
    await expect(helix.count()).resolves.toBe(0);
    await expect(section.locator('.MuiDataGrid-row[data-id]').count()).resolves.toBe(7);
    await section.getByRole('button', { name: 'Stop the feed' }).click();
    expect(problems.errors).toEqual([]);
  });

  test('the collapsible quick filters put the focus in their input when they expand', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/components/quick-filter/');
    const people = await demo(page, 'ExpandingSearchGrid');
    const trigger = people.getByRole('button', { name: 'Search', exact: true });
    await trigger.click();
    await expect(people.getByRole('searchbox')).toBeFocused();
    // The trigger closes the search again, text or not; closed, it keeps its text and the rows stay filtered.
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(people.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('an');
    await people.getByText('1–59 of 59').waitFor();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(people.getByRole('searchbox')).toHaveValue('an');
    await expect(people.getByText('1–59 of 59')).toBeVisible();

    const stock = await demo(page, 'SlashShortcutSearchGrid');
    await stock.locator('.MuiDataGrid-cell[data-field="product"]').first().click();
    await page.keyboard.press('/');
    await expect(stock.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('zzz-no-such-item');
    await stock.locator('.MuiDataGrid-overlay').waitFor();
    expect(problems.errors).toEqual([]);
  });

  test('a salary range with one bound left empty stays open on that side, and with none it filters nothing; wrapped operators keep starred rows', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/filtering/customization/');
    const section = await demo(page, 'SalaryRangeFilter');
    const shown = section.locator('.MuiTablePagination-displayedRows');
    const total = async () => Number(/of (\d+)/.exec((await shown.textContent()) ?? '')?.[1]);
    await shown.waitFor();
    const between = await total();
    expect(between).toBeGreaterThan(0);

    await section.getByRole('button', { name: /^Filters/ }).click();
    // The grid hands each bound to the operator through the number column's valueParser, which makes an empty one NaN.
    await page.getByRole('spinbutton', { name: 'To' }).fill('');
    await expect.poll(total).toBeGreaterThan(between);
    const salaries = await section
      .locator('.MuiDataGrid-row [data-field="salary"]')
      .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent?.replace(/\D/g, ''))));
    expect(Math.min(...salaries)).toBeGreaterThanOrEqual(60000);
    expect(Math.max(...salaries)).toBeGreaterThan(80000);

    await page.getByRole('spinbutton', { name: 'From' }).fill('');
    await expect.poll(total).toBe(150);
    await page.keyboard.press('Escape');

    // Wrapped operators: a starred task passes every filter of the Task column, and an empty value filters nothing.
    const tasks = await demo(page, 'StarredRowsFilter');
    const taskTitles = () => tasks.locator('.MuiDataGrid-row [data-field="title"]').allInnerTexts();
    await expect
      .poll(taskTitles)
      .toEqual(['Send the March invoices', 'Renew the domain name', 'Chase the unpaid invoice of Lumen', 'Sign the new lease']);
    await tasks.getByRole('button', { name: /^Filters/ }).click();
    const value = page.getByRole('textbox', { name: 'Value' });
    await value.fill('offsite');
    await expect.poll(taskTitles).toEqual(['Renew the domain name', 'Book the team offsite', 'Sign the new lease']);
    await value.fill('');
    await expect.poll(taskTitles).toHaveLength(6);
    expect(problems.errors).toEqual([]);
  });

  test('Ctrl+C in a detail panel’s notes field copies its text, never the selected row', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/row-recipes/', CLIPBOARD);
    const section = await demo(page, 'InlineNotesRows');
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await section.locator('.MuiDataGrid-row[data-id="1"] [data-field="name"]').click();
    await expect(section.locator('.MuiDataGrid-row.Mui-selected')).toHaveCount(1);
    await section.locator('.MuiDataGrid-row[data-id="1"] [data-field="__detail_panel_toggle__"] button').click();
    const field = section.getByRole('textbox', { name: 'Notes for Edith Morgan' });
    await page.evaluate(() => navigator.clipboard.writeText('kept'));
    await field.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Control+C');
    // The grid would have written the row ("Edith Morgan\t3A\t…") at once, in the key's own task.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await expect(clipboard()).resolves.toBe('kept');

    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+C');
    await expect.poll(clipboard).toBe('Allergic to penicillin.');
    expect(problems.errors).toEqual([]);
  });

  test('answers kept in sessionStorage outlive a reload: the visited pages load with no server call', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/server-side-data/recipes/');
    let section = await demo(page, 'SessionStorageCacheGrid');
    await section.getByText('Server calls: 1').waitFor();
    await section.getByRole('button', { name: 'Go to next page' }).click();
    await section.getByText('Server calls: 2').waitFor();
    // The footer shows 11–20 as soon as the page changes: wait until the second answer is stored too.
    const storedAnswers = () =>
      page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith('orders-grid:')).length);
    await expect.poll(storedAnswers).toBe(2);

    await page.reload();
    section = await demo(page, 'SessionStorageCacheGrid');
    const firstRow = section.locator('.MuiDataGrid-row[data-id]').first();
    const firstOfPageOne = await firstRow.getAttribute('data-id');
    await section.getByRole('button', { name: 'Go to next page' }).click();
    await section.locator('.MuiTablePagination-displayedRows', { hasText: /^11–20 / }).waitFor();
    // The rows of page two are on screen: whatever fetched them has run.
    await expect.poll(async () => (await firstRow.count()) > 0 && (await firstRow.getAttribute('data-id')) !== firstOfPageOne).toBe(true);
    await expect(section.getByText(/^Server calls: \d+$/).innerText()).resolves.toBe('Server calls: 0');

    await section.getByRole('button', { name: 'Clear cache' }).click();
    await section.getByText('Server calls: 1').waitFor();
    expect(problems.errors).toEqual([]);
  });

  test('copying after a click on a cell copies that cell; ticked rows copy whole rows; pasted dates and yes/no take their types’ parsers; a confirmed paste at the last column writes that column only', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/clipboard/', CLIPBOARD);
    const section = await demo(page, 'CopyRowsGrid');
    const name = section.locator('.MuiDataGrid-row[data-rowindex="0"] [data-field="name"]');
    await name.click();
    const nameText = (await name.innerText()).trim();
    await page.keyboard.press('Control+C');
    await expect(section.locator('pre').innerText()).resolves.toBe(nameText);

    await section.locator('.MuiDataGrid-row[data-rowindex="1"] input[type="checkbox"]').check();
    await section.locator('.MuiDataGrid-row[data-rowindex="1"] [data-field="name"]').click();
    await page.keyboard.press('Control+C');
    await expect(section.locator('pre').innerText()).resolves.toMatch(/\t/);

    const catalogue = await demo(page, 'CsvPasteGrid');
    const csv = await catalogue.getByRole('textbox').inputValue();
    await page.evaluate((text) => navigator.clipboard.writeText(text), csv);
    await catalogue.locator('.MuiDataGrid-row[data-id="1"] [data-field="product"]').click();
    await page.keyboard.press('Control+V');
    const cell = (id: number, field: string) => gridCell(catalogue, id, field);
    await expect(cell(1, 'product')).toHaveText('Desk lamp, brass');
    await expect(cell(2, 'price')).toHaveText('€1,249.00');
    // 2026-03-02T09:00 is read in the browser's time zone, as the grid shows any date.
    const [first, second] = await page.evaluate(() => [
      new Date(2026, 2, 2, 9, 0).toLocaleString(),
      new Date(2026, 2, 16, 14, 30).toLocaleString(),
    ]);
    await expect(cell(1, 'delivery')).toHaveText(first);
    await expect(cell(2, 'delivery')).toHaveText(second);
    await expect(cell(1, 'discontinued').locator('[data-value]')).toHaveAttribute('data-value', 'false');
    await expect(cell(2, 'discontinued').locator('[data-value]')).toHaveAttribute('data-value', 'true');

    // The dialog counts the four values pasted; the two that fall past Wed are left out.
    const shifts = await demo(page, 'ConfirmPasteGrid');
    const shift = (id: number, field: string) => gridCell(shifts, id, field);
    await page.evaluate(() => navigator.clipboard.writeText('Night\tLate\nNight\tEarly'));
    await shift(1, 'wednesday').click();
    await page.keyboard.press('Control+V');
    const dialog = page.getByRole('dialog', { name: 'Paste 4 values?' });
    await dialog.getByRole('button', { name: 'Paste' }).click();
    await expect(shift(1, 'wednesday')).toHaveText('Night');
    await expect(shift(2, 'wednesday')).toHaveText('Night');
    await expect(shift(1, 'tuesday')).toHaveText('Early');
    await expect(shift(2, 'tuesday')).toHaveText('Off');

    // The paste events frame the saves: the loading overlay while they run, then a summary from oldRows and newRows.
    // The shipped line is skipped by isCellEditable, the server refuses 70.
    const lines = await demo(page, 'PasteProgressGrid');
    const quantity = (id: number) => gridCell(lines, id, 'quantity');
    const summary = lines.locator('p[role="status"]');
    await page.evaluate(() => navigator.clipboard.writeText('12\n8\n70\n5'));
    await quantity(1).click();
    await page.keyboard.press('Control+V');
    await summary.filter({ hasText: 'Saving…' }).waitFor();
    await lines.locator('.MuiDataGrid-overlay').waitFor();
    await summary.filter({ hasText: 'Saved 2 of 3 changed lines. Refused: SO-3103: at most 50 per line.' }).waitFor();
    await lines.locator('.MuiDataGrid-overlay').waitFor({ state: 'detached' });
    // The accepted rows are written after the paste ends: wait for them rather than read the cells once.
    await expect.poll(() => Promise.all([1, 2, 3, 4].map((id) => quantity(id).innerText()))).toEqual(['12', '40', '6', '5']);
    expect(problems.errors).toEqual([]);
  });

  test('without throttling, the ticker counts as many batches sent as the grid applied', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/performance/');
    const section = await demo(page, 'ThrottledTickerGrid');
    const status = section.getByRole('status');
    await status.filter({ hasText: /applied by the grid: (1\d|[2-9]\d)/ }).waitFor();
    await section.getByRole('button', { name: 'Pause feed' }).click();
    const [, sent, applied] = /Batches sent: (\d+) · applied by the grid: (\d+)/.exec(await status.innerText()) ?? [];
    expect(Number(sent)).toBeGreaterThan(0);
    expect(sent).toBe(applied);
    expect(problems.errors).toEqual([]);
  });

  test('time-off calendar: a day header drawn with renderHeader shows the full date as its tooltip', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/demos/time-off-calendar/');
    const section = await demo(page, 'TeamTimeOffPlanner');
    const header = section.locator('[role="columnheader"][data-field="day2"]');
    await expect(header.locator('[title]').first()).toHaveAttribute('title', 'Monday March 2');
    expect(problems.errors).toEqual([]);
  });
});
