/**
 * The worked examples added to the Tree Item customization and lazy-loading pages and to the calendar, clock,
 * picker, custom subcomponent and shortcut pages, as readers use them in the production build. Headless Chromium
 * has no fine pointer, so a responsive picker opens its mobile dialog there: the tests drive fields, static
 * pickers and standalone views.
 */
import type { Locator, Page } from '@playwright/test';
import { demo } from './support/demo';
import { chooseSetting, closeSettings, openSettings } from './support/settings';
import { expect, test } from './support/fixtures';

/** The live preview of a demo, without its code (which repeats the demo's strings). */
async function preview(page: Page, name: string): Promise<Locator> {
  return (await demo(page, name)).locator('.demo-frame');
}

/** The tree item whose own label is exactly `label`. */
function treeItem(section: Locator, label: string): Locator {
  return section.locator('.MuiTreeItem-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=ancestor::*[@role="treeitem"][1]');
}

/** The text of a section-based field, without the direction marks it puts around the sections. */
async function fieldText(section: Locator, index: number): Promise<string> {
  const text = await section.locator('.MuiPickersSectionList-root').nth(index).textContent();
  return (text ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');
}

test.describe('worked examples on the component and tree pages', () => {
  test('tree item customization: a text field slot with a length limit and a context menu on each item', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-tree-view/tree-item-customization/');

    const boards = await preview(page, 'LimitedLabelInput');
    await boards.getByText('Bug triage', { exact: true }).dblclick();
    const input = boards.locator('input[data-element="labelInput"]');
    await expect(input.inputValue()).resolves.toBe('Bug triage');
    await boards.getByText('10 left').waitFor();
    // Letters typed in the field stay there: none of them jumps to the item that starts with it.
    await input.press('End');
    await input.pressSequentially(' for May');
    await boards.getByText('2 left').waitFor();
    await input.press('Enter');
    await treeItem(boards, 'Bug triage for May').waitFor();

    const cookbook = await preview(page, 'ContextMenuItem');
    await cookbook.getByText('Baking', { exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Expand' }).click();
    await cookbook.getByText('Sourdough loaf').waitFor();
    await cookbook.getByText('Minestrone', { exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const renameInput = cookbook.locator('input[data-element="labelInput"]');
    await renameInput.waitFor();
    await renameInput.fill('Ribollita');
    await renameInput.press('Enter');
    await treeItem(cookbook, 'Ribollita').waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('ordering: an item dragged by its label stays, dragged by its grip it moves', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-tree-view/rich-tree-view/ordering/');

    const trip = await preview(page, 'DragHandleTree');
    const dayTwo = trip.getByRole('treeitem', { name: 'Day 2 · Sintra' });
    const stopsOfDayTwo = () => dayTwo.getByRole('treeitem').evaluateAll((items) => items.map((item) => item.textContent));
    await expect(stopsOfDayTwo()).resolves.toEqual(['Pena Palace', 'Quinta da Regaleira']);
    // The row is not draggable: its grip is.
    const fado = trip.getByRole('treeitem', { name: 'Fado dinner' });
    await expect(fado.getAttribute('draggable')).resolves.toBeNull();
    await trip.getByText('Fado dinner', { exact: true }).dragTo(trip.getByText('Day 2 · Sintra', { exact: true }));
    await trip.getByText('Drag a stop by its grip.').waitFor();
    await expect(stopsOfDayTwo()).resolves.toEqual(['Pena Palace', 'Quinta da Regaleira']);

    await fado.locator('[data-drag-handle]').dragTo(trip.getByText('Day 2 · Sintra', { exact: true }));
    await trip.getByText('fado moved to day-2 #0').waitFor();
    await expect(stopsOfDayTwo()).resolves.toEqual(['Fado dinner', 'Pena Palace', 'Quinta da Regaleira']);

    expect(problems.errors).toEqual([]);
  });

  test('lazy loading: a saved path opens level by level, renamed items keep their new label, and a reload leaves a queue closed', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-tree-view/rich-tree-view/lazy-loading/');

    const handbook = await preview(page, 'OpenPathOnLoadTree');
    const onCall = treeItem(handbook, 'On-call rota');
    await onCall.waitFor();
    await onCall.locator('.MuiTreeItem-content[data-selected]').first().waitFor();
    await expect(handbook.locator('p', { hasText: / loaded$/ }).allTextContents()).resolves.toEqual([
      'root: 2 loaded',
      'handbook: 2 loaded',
      'handbook/engineering: 2 loaded',
    ]);

    const albums = await preview(page, 'RenameLazyItemsTree');
    // With label editing on, the arrow is what expands an item.
    const trips = treeItem(albums, 'Trips').locator('.MuiTreeItem-iconContainer').first();
    await trips.click();
    await albums.getByText('Porto weekend', { exact: true }).dblclick();
    const input = albums.locator('input[data-element="labelInput"]');
    await input.fill('Porto in May');
    await input.press('Enter');
    await albums.getByText('Saved "Porto in May" on the server.').waitFor();
    await trips.click();
    await treeItem(albums, 'Porto in May').waitFor({ state: 'hidden' });
    await trips.click();
    await treeItem(albums, 'Alps 2025').waitFor();
    await treeItem(albums, 'Porto in May').waitFor();
    await expect(albums.getByText('Porto weekend').count()).resolves.toBe(0);

    // updateItemChildren reloads a closed queue without opening it; an open one shows one more ticket each time.
    const tickets = await preview(page, 'RefreshChildrenTree');
    const urgent = treeItem(tickets, 'Urgent queue');
    const reload = tickets.getByRole('button', { name: 'Reload urgent queue' });
    await reload.click();
    await expect(urgent).toHaveAttribute('aria-expanded', 'false');
    await tickets.getByText('Urgent queue', { exact: true }).click();
    await tickets.getByText('Ticket #1 in urgent', { exact: true }).waitFor();
    const ticketCount = tickets.getByText(/^Ticket #\d+ in urgent$/);
    const before = await ticketCount.count();
    await reload.click();
    await expect(ticketCount).toHaveCount(before + 1);
    await expect(urgent).toHaveAttribute('aria-expanded', 'true');

    expect(problems.errors).toEqual([]);
  });

  test('date calendar: a value set from outside moves the calendar, referenceDate gives the first month and time, and a year click sets the value', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/date-calendar/');

    const games = await preview(page, 'MatchdayCalendar');
    await games.getByText('August 2026', { exact: true }).waitFor();
    await games.getByRole('button', { name: 'Harbour Town' }).click();
    await games.getByText('December 2026', { exact: true }).waitFor();
    await games.locator('[role="gridcell"][aria-selected="true"]', { hasText: /^12$/ }).waitFor();
    await games.getByText('Selected: Saturday 12 December 2026').waitFor();

    const classes = await preview(page, 'EveningClassCalendar');
    await classes.getByText('September 2026', { exact: true }).waitFor();
    await classes.getByText('Nothing selected yet').waitFor();
    await classes.getByRole('gridcell', { name: '15', exact: true }).click();
    await classes.getByText('First class: Tue 15 Sep 2026 at 18:30').waitFor();

    // The year and the month are set before any day is clicked, from the reference date's day.
    const harvest = await preview(page, 'SeasonCalendarViews');
    await harvest.getByText('View: year · month shown: none yet · harvest day: none').waitFor();
    await harvest.getByRole('radio', { name: '2020' }).click();
    await harvest.getByText('View: month · month shown: September 2020 · harvest day: 1 Sep 2020').waitFor();
    await harvest.getByRole('radio', { name: 'March' }).click();
    await harvest.getByText('View: day · month shown: March 2020 · harvest day: 1 Mar 2020').waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('digital clock: 12-hour and 24-hour lists of one value, and read-only or disabled lists', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/digital-clock/');

    const departure = await preview(page, 'TwelveOrTwentyFourHourLists');
    const lists = departure.locator('.MuiDigitalClock-root');
    await expect(lists.nth(0).locator('[aria-selected="true"]').textContent()).resolves.toBe('07:15 PM');
    await expect(lists.nth(1).locator('[aria-selected="true"]').textContent()).resolves.toBe('19:15');
    await expect(departure.getByRole('option', { name: 'PM', exact: true }).getAttribute('aria-selected')).resolves.toBe('true');
    // Keyboard picks: the lists scroll themselves to the value, which can move an item under a pointer.
    await lists.nth(0).getByRole('option', { name: '08:00 PM' }).focus();
    await page.keyboard.press('Enter');
    await departure.getByText('Departure: 20:00').waitFor();
    await lists.nth(1).locator('[aria-selected="true"]', { hasText: '20:00' }).waitFor();

    const exam = await preview(page, 'LockedTimetableLists');
    const examList = exam.locator('.MuiDigitalClock-root');
    await examList.getByRole('option', { name: '10:00' }).focus();
    await page.keyboard.press('Enter');
    await expect(examList.locator('[aria-selected="true"]').textContent()).resolves.toBe('09:30');
    await exam.getByRole('button', { name: 'disabled' }).click();
    // Greyed out and out of the pointer's reach (the package sets aria-disabled only for readOnly).
    await expect(examList.getByRole('option', { name: '10:00' }).getAttribute('class')).resolves.toContain('Mui-disabled');
    await exam.getByRole('button', { name: 'Editable' }).click();
    await examList.getByRole('option', { name: '10:00' }).focus();
    await page.keyboard.press('Enter');
    await examList.locator('[aria-selected="true"]', { hasText: '10:00' }).waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('date time picker: a picker that opens on the hours, and a date and a time picker sharing one value', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/date-time-picker/');

    const reminder = await preview(page, 'ReminderOpensOnHours');
    await reminder.getByRole('listbox', { name: /^Select hours/ }).waitFor();
    await expect(reminder.getByRole('grid').count()).resolves.toBe(0);
    await reminder.getByRole('tab', { name: 'pick date' }).click();
    await reminder.getByRole('grid').waitFor();
    await reminder.getByText('Remind me on 20 April at 09:00').waitFor();

    const webinar = await preview(page, 'SeparateDateAndTimePickers');
    await expect(fieldText(webinar, 0)).resolves.toBe('06/04/2026');
    await expect(fieldText(webinar, 1)).resolves.toBe('04:00 PM');
    await webinar.locator('.MuiPickersSectionList-root').nth(1).locator('.MuiPickersSectionList-section').first().click();
    await page.keyboard.type('05');
    await webinar.getByText('Webinar starts Thursday 4 June 2026, 17:00').waitFor();
    await webinar.locator('.MuiPickersSectionList-root').nth(0).locator('.MuiPickersSectionList-section').first().click();
    await page.keyboard.type('07');
    await webinar.getByText('Webinar starts Saturday 4 July 2026, 17:00').waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('custom subcomponents: weekend days styled by the theme, and a day slot that counts with the adapter', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/custom-components/');

    const themed = await preview(page, 'ThemedWeekendDays');
    const days = themed.locator('.MuiDateCalendar-root .MuiPickersDay-root');
    // Six full weeks, the neighbouring months included, from the theme's default props.
    await expect(days.count()).resolves.toBe(42);
    const sunday = themed.getByRole('gridcell', { name: '10', exact: true });
    const monday = themed.getByRole('gridcell', { name: '11', exact: true });
    await expect(sunday.evaluate((day) => getComputedStyle(day).fontWeight)).resolves.toBe('700');
    await expect(monday.evaluate((day) => getComputedStyle(day).fontWeight)).resolves.not.toBe('700');

    const recycling = await preview(page, 'CollectionDaysCalendar');
    const collections = recycling.getByRole('gridcell', { name: /, recycling$/ });
    await expect(collections.evaluateAll((cells) => cells.map((cell) => cell.textContent))).resolves.toEqual(['5', '19']);
    await recycling.getByRole('button', { name: 'Next month' }).click();
    await recycling.getByText('April 2026').waitFor();
    // The old month slides out before it leaves the page.
    await recycling.getByRole('gridcell', { name: /^Mar 5, 2026, recycling$/ }).waitFor({ state: 'detached' });
    await expect(collections.evaluateAll((cells) => cells.map((cell) => cell.textContent))).resolves.toEqual(['2', '16', '30']);

    expect(problems.errors).toEqual([]);
  });

  test('time picker: the landscape static picker puts its toolbar beside the clock; a typed time lands on today unless onChange sets the day', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/time-picker/');

    const shopWindow = await preview(page, 'LandscapeClockPicker');
    const toolbar = await shopWindow.locator('.MuiPickersLayout-toolbar').boundingBox();
    const clock = await shopWindow.locator('.MuiTimeClock-root').boundingBox();
    expect(toolbar).not.toBeNull();
    expect(clock).not.toBeNull();
    expect(toolbar!.x + toolbar!.width).toBeLessThanOrEqual(clock!.x + 1);
    await shopWindow.getByRole('button', { name: 'AM' }).click();
    await shopWindow.getByRole('listbox', { name: /Selected time is 10:30 AM/ }).waitFor({ state: 'attached' });

    // The field does not get the picker's referenceDate: a typed time lands on today unless onChange sets the day.
    const appointment = await preview(page, 'AppointmentTimeReference');
    for (const label of ['referenceDate only', 'Date set in onChange']) {
      const field = appointment
        .locator('.MuiPickersTextField-root')
        .filter({ has: page.locator('label').getByText(label, { exact: true }) });
      await field.getByRole('spinbutton', { name: 'Hours' }).click();
      await page.keyboard.type('1030a');
    }
    const today = new Date();
    const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options).format(today);
    await appointment
      .getByText(`${part({ weekday: 'short' })} ${today.getDate()} ${part({ month: 'short' })} ${today.getFullYear()}, 10:30`)
      .waitFor();
    await appointment.getByText('Tue 17 Mar 2026, 10:30').waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('shortcuts: a shortcuts slot that shows each date and disables the refused one; the list stays left of the views right to left', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/shortcuts/');

    const delivery = await preview(page, 'DatedShortcutButtons');
    await expect(delivery.getByRole('button', { name: 'In a month Tue 14 Apr' }).isDisabled()).resolves.toBe(true);
    const nextFriday = delivery.getByRole('button', { name: 'Next Friday Fri 20 Mar' });
    await nextFriday.focus();
    await nextFriday.press('Enter');
    await delivery.getByText('Delivery: Friday 20 March 2026').waitFor();
    await delivery.locator('[role="gridcell"][aria-selected="true"]', { hasText: /^20$/ }).waitFor();

    // The page says the shortcuts stay on the left of the views in right-to-left pages too.
    const followUp = await preview(page, 'FollowUpShortcuts');
    const shortcutsLeftOfViews = () =>
      followUp.locator('.MuiPickersLayout-root').evaluate((layout) => {
        const shortcuts = layout.querySelector('.MuiPickersLayout-shortcuts')!.getBoundingClientRect();
        const views = layout.querySelector('.MuiPickersLayout-contentWrapper')!.getBoundingClientRect();
        return shortcuts.right <= views.left;
      });
    await expect(shortcutsLeftOfViews()).resolves.toBe(true);
    await openSettings(page);
    await chooseSetting(page, 'Right to left');
    await closeSettings(page);
    await expect(followUp.locator('.MuiPickersLayout-shortcuts')).toHaveCSS('direction', 'rtl');
    await expect(shortcutsLeftOfViews()).resolves.toBe(true);

    expect(problems.errors).toEqual([]);
  });
});
