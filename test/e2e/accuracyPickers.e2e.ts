/**
 * What the Date and Time Pickers pages say about the keyboard, focus, the open button and validation, checked on
 * their demos in the production build. The headless shell reports a fine pointer, so the responsive pickers render
 * their desktop variant here, as they would with a mouse.
 */
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { expect, test } from './support/fixtures';

test.describe('Date and Time Pickers pages, as readers try them', () => {
  test('a date field: the arrow keys move between sections, Tab leaves the field', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/date-field/');
    const section = await demo(page, 'TypedDateField');
    const month = section.getByRole('spinbutton', { name: 'Month' });
    await month.click();
    await expect(month).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('spinbutton', { name: 'Day' })).toBeFocused();

    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') !== 'spinbutton');
    const field = section.locator('.MuiPickersTextField-root', { hasText: 'Arrival' });
    await expect(field.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(false);
    expect(problems.errors).toEqual([]);
  });

  test('typing into an empty field calls onChange only when every section holds a value; clearing calls it with null', async ({
    openCheckedPage,
  }) => {
    const { page } = await openCheckedPage('/x/react-date-pickers/lifecycle/');
    const section = await demo(page, 'FieldTypingEvents');
    const month = section.getByRole('spinbutton', { name: 'Month' });
    const log = section.getByRole('listitem');
    await month.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await log.filter({ hasText: 'onChange null' }).waitFor();

    await section.getByRole('button', { name: 'Clear log' }).click();
    await section.getByText('Click the day in the field, type 25, then press Backspace.').waitFor();
    await month.click();
    await page.keyboard.type('0903');
    await expect(section.getByRole('spinbutton', { name: 'Day' }).getAttribute('aria-valuenow')).resolves.toBe('3');
    await expect(log.count()).resolves.toBe(0);

    await page.keyboard.type('2026');
    await log.filter({ hasText: 'onChange 2026-09-03 (error: none)' }).waitFor();
  });

  test('the playground writes the value it holds into its code, null once the field is cleared', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/playground/');
    const section = await demo(page, 'DatePickerPlayground');
    const code = section.locator('pre').first();
    await expect(code).toContainText("value={dayjs('2026-03-14')}");
    await section.getByRole('combobox').first().click();
    await page.getByRole('option', { name: /DesktopDatePicker/ }).click();
    await section.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await expect(code).toContainText('value={null}');
    expect(problems.errors).toEqual([]);
  });

  test('Escape closes the views opened from the open button and puts focus back on that button', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/react-date-pickers/accessibility/');
    const section = await demo(page, 'AccessibleBirthDate');
    const openButton = section.getByRole('button', { name: /^Choose date/ });
    await openButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(openButton).toBeFocused();
  });

  test('the desktop popup too: Escape puts focus back on the open button it was opened from', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/lifecycle/');
    const section = await demo(page, 'EscapeKeyEvents');
    const openButton = section.getByRole('button', { name: /^Choose date/ });
    await openButton.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog');
    await popup.getByRole('grid').waitFor();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await expect(openButton).toBeFocused();
  });

  test('a mobile date picker: the field can be typed in, and its button opens the dialog', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/react-date-pickers/custom-opening-button/');
    const section = await demo(page, 'OpeningButtonOptions');
    const month = section.getByRole('spinbutton', { name: 'Month' }).first();
    await month.click();
    await page.keyboard.type('11');
    await expect(month.getAttribute('aria-valuenow')).resolves.toBe('11');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await section
      .getByRole('button', { name: /^Choose date/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
  });

  test('a mobile date time range picker: a click in the field edits it, the button opens the dialog', async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/react-date-pickers/date-time-range-picker/');
    const section = await demo(page, 'DesktopAndMobileVariants');
    const mobileField = section.locator('.MuiPickersTextField-root', { hasText: 'Festival (mobile)' });
    const firstMonth = mobileField.getByRole('spinbutton', { name: 'Month' }).first();
    await firstMonth.click();
    await page.keyboard.type('08');
    await expect(firstMonth.getAttribute('aria-valuenow')).resolves.toBe('8');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await mobileField.getByRole('button', { name: /^Choose range/ }).click();
    await page.getByRole('dialog').waitFor();
  });

  test('a picker opened by a click in its field moves the focus to the calendar, so typing goes there', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/custom-opening-button/');
    const section = await demo(page, 'OpenOnFieldClick');
    const month = section.getByRole('spinbutton', { name: 'Month' });
    await month.click();
    await expect(page.getByRole('dialog').getByRole('gridcell', { name: '14', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // From the keyboard the field takes typing, and no calendar opens.
    await month.focus();
    await page.keyboard.type('05');
    await expect(month).toHaveAttribute('aria-valuenow', '5');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });

  test("a desktop time range picker stays on the start until Next, then OK accepts the range; the end's list says how long the range would last", async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/time-range-picker/');
    const section = await demo(page, 'ShiftTimeRange');
    await section.getByRole('button', { name: /^Choose range/ }).click();
    const popup = page.getByRole('dialog');
    const option = (name: string) => popup.getByRole('option', { name, exact: true });
    // From 08:30 AM – 04:45 PM: the start becomes 09:15 AM, and the popup stays on it.
    await option('9 hours').click();
    await option('15 minutes').click();
    await section.getByText('Shift length: 7 h 30 min').waitFor();
    await expect(option('9 hours').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(popup.getByRole('button', { name: 'OK' }).count()).resolves.toBe(0);

    await popup.getByRole('button', { name: 'Next' }).click();
    // The lists now show the end, 04:45 PM.
    await expect(option('4 hours').getAttribute('aria-selected')).resolves.toBe('true');
    await option('5 hours').click();
    await option('30 minutes').click();
    await section.getByText('Shift length: 8 h 15 min').waitFor();
    await popup.getByRole('button', { name: 'OK' }).click();
    await popup.waitFor({ state: 'detached' });
    await section.getByText('Shift length: 8 h 15 min').waitFor();

    const meeting = await demo(page, 'MeetingLengthTimeRange');
    await meeting.getByRole('button', { name: /^Choose range/ }).click();
    const meetingPopup = page.getByRole('dialog');
    const options = () => meetingPopup.getByRole('option').allTextContents();
    // The start's list: plain times.
    await expect(options().then((texts) => texts.slice(18, 22))).resolves.toEqual(['09:00', '09:30', '10:00', '10:30']);
    await meetingPopup.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => options().then((texts) => texts.slice(18, 23)))
      .toEqual(['09:00', '09:30', '10:00(30 min)', '10:30(1 h)', '11:00(1 h 30 min)']);
    await meetingPopup.getByRole('option', { name: /^12:00/ }).click();
    await meeting.getByText('Booked for 2 h 30 min').waitFor();
    expect(problems.errors).toEqual([]);
  });

  test('a date time range picker shows its toolbar in the mobile dialog and none in the desktop popup', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/date-time-range-picker/');
    const section = await demo(page, 'DesktopAndMobileVariants');
    const field = (label: string) => section.locator('.MuiPickersTextField-root', { hasText: label });
    const toolbar = page.locator('.MuiDateTimeRangePickerToolbar-root');

    await field('Festival (mobile)')
      .getByRole('button', { name: /^Choose range/ })
      .click();
    await page.getByRole('dialog').waitFor();
    await toolbar.getByText('Start', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await field('Festival (desktop')
      .getByRole('button', { name: /^Choose range/ })
      .click();
    await page.getByRole('dialog').getByRole('grid').first().waitFor();
    await expect(toolbar.count()).resolves.toBe(0);
  });

  test('validation: onError reports an initial value that breaks a rule; the calendar keyboard skips disabled days; skipDisabled hides times', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/validation/');
    const section = await demo(page, 'InitialErrorReport');
    await section.getByText('onError calls: maxDate', { exact: true }).waitFor();
    // ArrowDown in the month section brings 2 April back to 2 March, within maxDate: the log gets null, and nothing
    // in between.
    await section.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.press('ArrowDown');
    await section.getByText('onError calls: maxDate, null', { exact: true }).waitFor();

    const calendar = await demo(page, 'ReadingRoomCalendar');
    const thursday = calendar.getByRole('gridcell', { name: '2', exact: true });
    await thursday.focus();
    await expect(thursday).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(calendar.getByRole('gridcell', { name: '7', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await calendar.getByText('Reading room booked for Tuesday 7 April', { exact: true }).waitFor();

    const hours = await demo(page, 'HiddenClosedHours');
    const optionsOf = async (label: string) => {
      const field = hours.locator('.MuiPickersTextField-root', { hasText: label });
      const openButton = field.getByRole('button', { name: /^Choose time/ });
      await openButton.focus();
      await page.keyboard.press('Enter');
      const list = page.getByRole('dialog').getByRole('listbox');
      await list.waitFor();
      const options = await list.getByRole('option').allTextContents();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      return options;
    };
    const greyedOut = await optionsOf('(greyed out)');
    expect(greyedOut).toHaveLength(24);
    const hidden = await optionsOf('(hidden)');
    expect(hidden).toHaveLength(14);
    expect([hidden[0], hidden[13]]).toEqual(['08:00 AM', '09:00 PM']);
    expect(problems.errors).toEqual([]);
  });
});
