/**
 * The worked examples of the Date and Time Pickers concept pages (base concepts, date format and localization,
 * validation, timezones, Date Calendar, Date Picker), as a reader tries them in the production build: one visit per
 * page. Headless Chromium has no fine pointer, so the responsive pickers render their mobile variant here. Every demo
 * pins its dates, so nothing depends on the day or the time zone the tests run in, except the one about today: its
 * test computes today in each zone the same way.
 */
import type { Locator, Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { expect, test } from './support/fixtures';

/** The picker or field whose label is exactly `label`, inside a demo. */
const fieldLabelled = (section: Locator, label: string) =>
  section.locator('.MuiPickersTextField-root').filter({ has: section.page().locator('label').getByText(label, { exact: true }) });

/** Clicks a section of a field, then types into it. */
async function typeInSection(page: Page, field: Locator, section: 'Day' | 'Month' | 'Year' | 'Hours', text: string) {
  await field.getByRole('spinbutton', { name: section }).first().click();
  await page.keyboard.type(text);
}

/** The text a section-based field shows, placeholders included, without the direction marks around its sections. */
const sectionsText = async (field: Locator) =>
  ((await field.locator('.MuiPickersSectionList-root').textContent()) ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

/** The value a picker's hidden input holds: the date as the field displays it, without invisible marks. */
const inputValue = async (field: Locator) => (await field.locator('input').inputValue()).replace(/\u200e/g, '');

test.describe('Date and Time Pickers concept pages: the worked examples', () => {
  test('base concepts: families edit their own part, flavours open their own views, limits move the reference date, slots', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/base-concepts/');

    const parts = await demo(page, 'DateOrTimeParts');
    await parts.getByText('Appointment: Saturday 14 March 2026 at 09:30').waitFor();
    await typeInSection(page, fieldLabelled(parts, 'Day'), 'Day', '20');
    await parts.getByText('Appointment: Friday 20 March 2026 at 09:30').waitFor();
    await typeInSection(page, fieldLabelled(parts, 'Time'), 'Hours', '11');
    await parts.getByText('Appointment: Friday 20 March 2026 at 11:30').waitFor();

    const finder = await demo(page, 'ComponentFinder');
    const finderImport = finder.getByRole('status');
    await finderImport.getByText("import { DatePicker } from '@mui/x-date-pickers/DatePicker';").waitFor();
    await finder.getByRole('button', { name: 'Time', exact: true }).press('Enter');
    await finder.getByRole('button', { name: 'A range' }).press('Enter');
    await finderImport.getByText("import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';").waitFor();
    await finder.getByRole('button', { name: 'Type', exact: true }).press('Enter');
    await finderImport
      .getByText("import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';")
      .waitFor();
    await expect(sectionsText(finder.locator('.MuiPickersTextField-root'))).resolves.toBe('09:30 AM – 05:00 PM');
    await finder.getByRole('button', { name: 'Click', exact: true }).press('Enter');
    await finderImport.getByText(/^No view edits a time range/).waitFor();
    await expect(finder.locator('.MuiPickersTextField-root').count()).resolves.toBe(0);

    const variants = await demo(page, 'PickerVariants');
    await fieldLabelled(variants, 'Desktop')
      .getByRole('button', { name: /^Choose time/ })
      .click();
    await page.locator('.MuiMultiSectionDigitalClock-root').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.MuiMultiSectionDigitalClock-root').waitFor({ state: 'detached' });
    await fieldLabelled(variants, 'Mobile')
      .getByRole('button', { name: /^Choose time/ })
      .click();
    await page.getByRole('dialog').locator('.MuiClock-root').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The test window is 1280 px wide: the width query chooses the desktop flavour without a fine pointer.
    await fieldLabelled(variants, 'Desktop from 900 px wide')
      .getByRole('button', { name: /^Choose time/ })
      .click();
    await page.locator('.MuiMultiSectionDigitalClock-root').waitFor();
    await page.keyboard.press('Escape');

    const archive = await demo(page, 'DefaultReferenceDate');
    await expect(archive.locator('.MuiPickersCalendarHeader-label').textContent()).resolves.toBe('August 2024');
    await archive.getByRole('gridcell', { name: '11', exact: true }).click();
    await archive.getByText('Results of Sunday 11 August 2024').waitFor();

    // The value, then the last valid value, gives the day; the referenceDate (14 March) never does.
    const rescheduled = await demo(page, 'ValueOverReferenceDate');
    await typeInSection(page, fieldLabelled(rescheduled, 'Kick-off'), 'Hours', '19');
    await rescheduled.getByText('Kick-off: Saturday 21 March 2026, 19:00').waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await rescheduled.getByText('Kick-off: no time yet', { exact: true }).waitFor();
    await page.keyboard.type('2030');
    await rescheduled.getByText('Kick-off: Saturday 21 March 2026, 20:30').waitFor();

    const slots = await demo(page, 'SlotsAndSlotProps');
    await slots.getByText('Voucher ready for this day').waitFor();
    await fieldLabelled(slots, 'Birthday').getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await slots.getByText('We send a voucher on your birthday').waitFor();

    await test.step('base concepts: a range takes one reference date per end', async () => {
      const stay = await demo(page, 'RangeReferenceDates');
      await expect(
        stay.locator('.MuiPickersCalendarHeader-label, .MuiPickersRangeCalendarHeader-label').first().textContent(),
      ).resolves.toBe('July 2026');
      await stay.getByRole('gridcell', { name: '11', exact: true }).click();
      await stay.getByText('Arrive: Sat 11 Jul, 16:00').waitFor();
      await stay.getByRole('gridcell', { name: '18', exact: true }).click();
      await stay.getByText('Leave: Sat 18 Jul, 10:00').waitFor();
    });
    expect(problems.errors).toEqual([]);
  });

  test('date format and localization: a locale copy with Monday weeks, leading zeros, formats inside the views', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/adapters-locale/');

    const weekStart = await demo(page, 'WeekStartLocale');
    await expect(inputValue(fieldLabelled(weekStart, 'Timesheet day'))).resolves.toBe('03/04/2026');
    const weekdays = weekStart.locator('.MuiDayCalendar-weekDayLabel');
    await expect(weekdays.evaluateAll((labels) => labels.map((label) => label.getAttribute('aria-label')))).resolves.toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);

    // In a right-to-left island, the previous month is on the right and ArrowLeft moves to the next day.
    const rtl = await demo(page, 'RightToLeftPickers');
    const previousBox = await rtl.locator('.MuiPickersArrowSwitcher-previousIconButton').boundingBox();
    const nextBox = await rtl.locator('.MuiPickersArrowSwitcher-nextIconButton').boundingBox();
    expect(previousBox?.x).toBeGreaterThan(nextBox?.x ?? Infinity);
    await rtl.getByRole('gridcell', { name: '14', exact: true }).press('ArrowLeft');
    await rtl.locator('[role="gridcell"]:focus', { hasText: /^15$/ }).waitFor();
    await page.keyboard.press('Enter');
    await rtl.getByText('Value: 2026-03-15').waitFor();

    const zeros = await demo(page, 'LeadingZerosFormat');
    await expect(inputValue(fieldLabelled(zeros, 'format="D/M/YYYY"'))).resolves.toBe('04/03/2026');
    await expect(inputValue(fieldLabelled(zeros, 'and shouldRespectLeadingZeros'))).resolves.toBe('4/3/2026');

    const headers = await demo(page, 'ViewHeaderFormats');
    await headers.locator('.MuiDatePickerToolbar-root').getByText('Wed 4 March', { exact: true }).waitFor();
    const title = headers.locator('.MuiPickersCalendarHeader-label');
    await expect(title.textContent()).resolves.toBe('03/2026');
    await headers.getByRole('button', { name: 'Next month' }).press('Enter');
    await headers.locator('.MuiPickersCalendarHeader-label', { hasText: '04/2026' }).waitFor();

    await test.step('date format and localization: placeholders of your own through a nested provider', async () => {
      const placeholders = await demo(page, 'FieldPlaceholders');
      const shown = (label: string) => sectionsText(fieldLabelled(placeholders, label));
      await expect(shown('Default placeholders')).resolves.toBe('DD MMMM YYYY');
      await expect(shown('Your own placeholders')).resolves.toBe('day month yyyy');
      await expect(shown('Numeric month')).resolves.toBe('day/mm/yyyy');
      await typeInSection(page, fieldLabelled(placeholders, 'Your own placeholders'), 'Day', '4');
      await fieldLabelled(placeholders, 'Your own placeholders')
        .locator('.MuiPickersSectionList-root', { hasText: /4[\s\u2066-\u2069\u200e\u200f]*month/ })
        .waitFor();
      await expect(shown('Your own placeholders')).resolves.toMatch(/^0?4 month yyyy$/);
    });
    expect(problems.errors).toEqual([]);
  });

  test('validation: minTime applies every day while minDateTime is one instant; a range rule per end', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/validation/');

    const limits = await demo(page, 'MinTimeOrMinDateTime');
    await limits.getByText('Error code: minTime', { exact: true }).waitFor();
    await limits.getByText('Accepted', { exact: true }).waitFor();
    await typeInSection(page, fieldLabelled(limits, 'minDateTime'), 'Day', '13');
    await limits.getByText('Error code: minDate', { exact: true }).waitFor();

    const cottage = await demo(page, 'WeekendBreakRangeValidation');
    const day = (n: number) => cottage.getByRole('gridcell', { name: String(n), exact: true });
    await cottage.getByText('Choose your arrival (Friday or Saturday)').waitFor();
    // May 2026: the 1st is a Friday, the 3rd a Sunday, the 8th the next Friday.
    await expect(day(3).isDisabled()).resolves.toBe(true);
    await day(1).click();
    await cottage.getByText('Choose your departure (Sunday or Monday)').waitFor();
    await expect(day(8).isDisabled()).resolves.toBe(true);
    await day(3).click();
    await cottage.getByText('Stay: Fri 1 May to Sun 3 May').waitFor();

    await test.step('validation: onChange hands over the error with the value', async () => {
      const draft = await demo(page, 'DraftWithValidationError');
      await draft.getByText('Saved draft: 2026-04-08, ready to ship').waitFor();
      await typeInSection(page, fieldLabelled(draft, 'Shipping day'), 'Day', '11');
      await draft.getByText('Saved draft: 2026-04-11, refused: shouldDisableDate').waitFor();
      await typeInSection(page, fieldLabelled(draft, 'Shipping day'), 'Month', '03');
      await draft.getByText('Saved draft: 2026-03-11, refused: minDate').waitFor();
    });
    expect(problems.errors).toEqual([]);
  });

  test('timezones: a value built in a zone is shown and edited in that zone', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/timezone/');

    const flight = await demo(page, 'ZoneFromValue');
    await expect(inputValue(fieldLabelled(flight, 'Departs Tokyo'))).resolves.toBe('03/14/2026 05:00 PM');
    await expect(inputValue(fieldLabelled(flight, 'Arrives San Francisco'))).resolves.toBe('03/14/2026 10:00 AM');
    await flight.getByText('Offsets of the values: +09:00 and -07:00. Flight time: 9 h 00').waitFor();
    await typeInSection(page, fieldLabelled(flight, 'Arrives San Francisco'), 'Hours', '11');
    await flight.getByText('Offsets of the values: +09:00 and -07:00. Flight time: 10 h 00').waitFor();

    // Today, and what disablePast refuses, are read in each calendar's timezone.
    const todayIn = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, day: 'numeric' }).format(new Date());
    const monthIn = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'numeric' }).format(new Date());
    const dateLine = await demo(page, 'TodayAcrossDateLine');
    const kiritimati = dateLine.getByRole('region', { name: 'Kiritimati' });
    const pagoPago = dateLine.getByRole('region', { name: 'Pago Pago' });
    await expect(kiritimati.locator('[aria-current="date"]').textContent()).resolves.toBe(todayIn('Pacific/Kiritimati'));
    await expect(pagoPago.locator('[aria-current="date"]').textContent()).resolves.toBe(todayIn('Pacific/Pago_Pago'));
    // Pago Pago is a day behind: its today is in the past in Kiritimati, whose calendar shows it unless Kiritimati has
    // already turned to the next month (from 10:00 UTC on a month's last day).
    if (monthIn('Pacific/Pago_Pago') === monthIn('Pacific/Kiritimati')) {
      const pagoPagoToday = kiritimati.getByRole('gridcell', { name: todayIn('Pacific/Pago_Pago'), exact: true });
      await expect(pagoPagoToday.isDisabled()).resolves.toBe(true);
    }

    // Luxon: shown in Berlin time, handed back in the value's zone, UTC.
    const webinar = await demo(page, 'LuxonUtcWebinar');
    await expect(inputValue(fieldLabelled(webinar, 'Webinar start (Berlin)'))).resolves.toBe('03/14/2026 16:00');
    await typeInSection(page, fieldLabelled(webinar, 'Webinar start (Berlin)'), 'Hours', '18');
    await webinar.getByText('Stored value: 2026-03-14T17:00:00.000Z (zone UTC)').waitFor();

    // Luxon steps the Paris hours across the spring change in any reader's zone: 02:30 does not exist that night, so
    // ArrowUp goes from 01:30 to 03:30 and the offset from +01:00 to +02:00.
    const oven = await demo(page, 'DaylightSavingStart');
    const ovenField = fieldLabelled(oven, 'Oven start (Paris)');
    await expect(inputValue(ovenField)).resolves.toBe('03/29/2026 01:30');
    await oven.getByText('UTC: 2026-03-29T00:30:00.000Z').waitFor();
    await ovenField.getByRole('spinbutton', { name: 'Hours' }).click();
    await page.keyboard.press('ArrowUp');
    await oven.getByText('UTC: 2026-03-29T01:30:00.000Z').waitFor();
    await oven.getByText('Paris offset: +02:00').waitFor();
    await expect(inputValue(ovenField)).resolves.toBe('03/29/2026 03:30');
    // Down asks for 02:30, which Luxon moves forward again; typing the hour goes back.
    await page.keyboard.press('ArrowDown');
    await expect(inputValue(ovenField)).resolves.toBe('03/29/2026 03:30');
    await page.keyboard.type('01');
    await oven.getByText('UTC: 2026-03-29T00:30:00.000Z').waitFor();

    // Moment with moment-timezone: shown in Tokyo, handed back in New York time.
    const cutoff = await demo(page, 'MomentTimezoneCutoff');
    await expect(inputValue(fieldLabelled(cutoff, 'Order cut-off (Tokyo)'))).resolves.toBe('10/03/2026 06:00');
    await cutoff.getByText('Stored value: 2026-10-02 17:00 -04:00 (zone America/New_York)').waitFor();
    await typeInSection(page, fieldLabelled(cutoff, 'Order cut-off (Tokyo)'), 'Hours', '09');
    await cutoff.getByText('Stored value: 2026-10-02 20:00 -04:00 (zone America/New_York)').waitFor();

    await test.step('timezones: one limit falls on a different day in each zone', async () => {
      const deadline = await demo(page, 'DeadlineInTwoZones');
      await deadline.getByText('Tokyo: last entry Tue 16 Jun, 07:00').waitFor();
      await deadline.getByText('Los Angeles: last entry Mon 15 Jun, 15:00').waitFor();
      const [tokyo, losAngeles] = [deadline.locator('.MuiDateCalendar-root').nth(0), deadline.locator('.MuiDateCalendar-root').nth(1)];
      const day = (calendar: Locator, n: number) => calendar.getByRole('gridcell', { name: String(n), exact: true });
      await expect(day(tokyo, 16).isDisabled()).resolves.toBe(false);
      await expect(day(tokyo, 17).isDisabled()).resolves.toBe(true);
      await expect(day(losAngeles, 15).isDisabled()).resolves.toBe(false);
      await expect(day(losAngeles, 16).isDisabled()).resolves.toBe(true);
      // July has no day before the deadline in either zone.
      await expect(tokyo.getByRole('button', { name: 'Next month' }).isDisabled()).resolves.toBe(true);
      await expect(losAngeles.getByRole('button', { name: 'Next month' }).isDisabled()).resolves.toBe(true);
    });
    expect(problems.errors).toEqual([]);
  });

  test('Date Calendar: read-only browses but keeps its day, disabled stays put; a day picks its whole week', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/date-calendar/');

    const locked = await demo(page, 'ReadOnlyAndDisabledCalendars');
    const [readOnly, disabled] = [locked.locator('.MuiDateCalendar-root').nth(0), locked.locator('.MuiDateCalendar-root').nth(1)];
    await expect(disabled.getByRole('button', { name: 'Next month' }).isDisabled()).resolves.toBe(true);
    await expect(disabled.getByRole('gridcell', { name: '20', exact: true }).isDisabled()).resolves.toBe(true);
    await readOnly.getByRole('gridcell', { name: '20', exact: true }).click();
    await expect(readOnly.locator('[role="gridcell"][aria-selected="true"]').textContent()).resolves.toBe('11');
    await readOnly.getByRole('button', { name: 'Next month' }).click();
    await readOnly.locator('.MuiPickersCalendarHeader-label', { hasText: 'April 2026' }).waitFor();

    const payroll = await demo(page, 'PayrollWeekCalendar');
    await payroll.getByText('Week 11: Mon 9 Mar to Sun 15 Mar 2026').waitFor();
    await payroll.getByRole('gridcell', { name: '18', exact: true }).click();
    await payroll.getByText('Week 12: Mon 16 Mar to Sun 22 Mar 2026').waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('Date Picker: a read-only value is submitted, a disabled one is not; landscape puts the toolbar beside the calendar', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/date-picker/');

    const lease = await demo(page, 'ReadOnlyAndDisabledForm');
    await expect(
      fieldLabelled(lease, 'Lease start (readOnly)')
        .getByRole('button', { name: /^Choose date/ })
        .isDisabled(),
    ).resolves.toBe(true);
    await lease.getByRole('button', { name: 'Renew lease' }).click();
    await lease.getByText('Sent: leaseStart = 04/01/2025, newEnd = 03/31/2027', { exact: true }).waitFor();

    const landscape = await demo(page, 'LandscapeStaticPicker');
    // The demo's box is wider than 480 px here: once it has measured it, the picker is in landscape.
    await landscape.locator('.MuiPickersLayout-landscape').waitFor();
    const toolbar = await landscape.locator('.MuiPickersLayout-toolbar').boundingBox();
    const calendar = await landscape.locator('.MuiDateCalendar-root').boundingBox();
    expect(toolbar && calendar && toolbar.x + toolbar.width <= calendar.x).toBe(true);

    // February 2026 fills four rows; six fixed rows add the first two weeks of March, numbered.
    const timesheet = await demo(page, 'TimesheetWeekNumbers');
    await fieldLabelled(timesheet, 'Timesheet day')
      .getByRole('button', { name: /^Choose date/ })
      .press('Enter');
    const calendarDialog = page.getByRole('dialog');
    await calendarDialog.locator('.MuiDayCalendar-weekNumber').first().waitFor();
    await expect(calendarDialog.getByRole('rowheader').allTextContents()).resolves.toEqual(['6', '7', '8', '9', '10', '11']);
    await expect(calendarDialog.locator('.MuiPickersDay-dayOutsideMonth').allTextContents()).resolves.toEqual(
      Array.from({ length: 14 }, (_, index) => String(index + 1)),
    );
    await page.keyboard.press('Escape');
    await calendarDialog.waitFor({ state: 'detached' });

    expect(problems.errors).toEqual([]);
  });
});
