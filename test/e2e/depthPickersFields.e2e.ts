/**
 * The worked examples of the custom field and custom subcomponents pages, as readers use them in the production
 * build. The headless shell reports a fine pointer, so a responsive picker opens its desktop popup here; the tests
 * drive the fields themselves, desktop-only pickers and static pickers.
 */
import type { Locator } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { expect, test } from './support/fixtures';

/** The text of a section-based field, without the direction marks it puts around the sections. */
async function fieldText(section: Locator, index = 0): Promise<string> {
  const text = await section.locator('.MuiPickersSectionList-root').nth(index).textContent();
  return (text ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');
}

/** Waits until a section-based field shows `expected`, as a reader would wait for it to update. */
async function waitForFieldText(section: Locator, expected: string): Promise<void> {
  const handle = await section.locator('.MuiPickersSectionList-root').first().elementHandle();
  await section
    .page()
    .waitForFunction(([element, text]) => (element?.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '') === text, [
      handle,
      expected,
    ] as const);
}

/** Waits until an input holds `expected`. */
async function waitForInputValue(input: Locator, expected: string): Promise<void> {
  const handle = await input.elementHandle();
  await input
    .page()
    .waitForFunction(([element, text]) => (element as HTMLInputElement | null)?.value === text, [handle, expected] as const);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

test.describe('Custom field page', () => {
  test('shows each way to customize or replace the field', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/custom-field/');

    const textFieldProps = await demo(page, 'ShippingDateTextField');
    await textFieldProps.getByText('The courier collects before 10:00').waitFor();
    await textFieldProps.getByRole('button', { name: 'Clear' }).click();
    await textFieldProps.getByText('Pick a day to book the courier').waitFor();

    const separator = await demo(page, 'RangeFieldDateSeparator');
    await expect(fieldText(separator)).resolves.toBe('07/06/2026 to 07/17/2026');

    const density = await demo(page, 'FieldFormatDensity');
    await expect(fieldText(density, 0)).resolves.toBe('03/14/2026');
    await expect(fieldText(density, 1)).resolves.toBe('03 / 14 / 2026');

    const venue = await demo(page, 'TwoInputVenueHire');
    await expect(fieldText(venue, 0)).resolves.toBe('06/12/2026 06:00 PM');
    await expect(fieldText(venue, 1)).resolves.toBe('06/13/2026 01:00 AM');
    const endInput = venue.locator('.MuiPickersTextField-root', { hasText: 'End' });
    await endInput.getByRole('spinbutton', { name: 'Month' }).focus();
    await page.keyboard.press('Enter');
    // The desktop popup or the mobile dialog, whichever the browser's pointer gives.
    const venuePopup = page.locator('.MuiPickerPopper-root, .MuiDialog-root');
    await venuePopup.waitFor();
    await page.keyboard.press('Escape');
    await venuePopup.waitFor({ state: 'detached' });

    const twoInputs = await demo(page, 'TwoInputStayPicker');
    await expect(fieldText(twoInputs, 0)).resolves.toBe('08/03/2026');
    await expect(fieldText(twoInputs, 1)).resolves.toBe('08/08/2026');
    await twoInputs.getByText('Check-out', { exact: true }).first().waitFor();
    await twoInputs.getByText('Until 11:00').waitFor();
    await expect(twoInputs.locator('.MuiMultiInputDateRangeField-separator').textContent()).resolves.toBe('to');

    const wrapped = await demo(page, 'PickersTextFieldWrapped');
    await expect(fieldText(wrapped)).resolves.toBe('03/14/2026');
    await wrapped.getByRole('button', { name: 'Today' }).click();
    const today = new Date();
    await waitForFieldText(wrapped, `${twoDigits(today.getMonth() + 1)}/${twoDigits(today.getDate())}/${today.getFullYear()}`);

    // With the non-accessible structure the whole date is the value of one <input>.
    const materialInput = (await demo(page, 'MaterialInputField')).locator('input[name="readingDate"]');
    await expect(materialInput.inputValue()).resolves.toBe('03/14/2026');

    const masked = await demo(page, 'MaskedDateFieldPicker');
    const maskedInput = masked.getByRole('textbox', { name: 'Date of birth' });
    await maskedInput.fill('');
    await maskedInput.pressSequentially('2512');
    await masked.getByText('Keep typing: DD/MM/YYYY').waitFor();
    await maskedInput.pressSequentially('2026');
    await masked.getByText('Value: 2026-12-25').waitFor();
    await expect(maskedInput.inputValue()).resolves.toBe('25/12/2026');

    const maskedRange = await demo(page, 'MaskedRangeFieldPicker');
    const maskedRangeInput = maskedRange.getByRole('textbox', { name: 'Nights at the campsite' });
    await expect(maskedRangeInput.inputValue()).resolves.toBe('10/07/2026 – 14/07/2026');
    await maskedRangeInput.fill('');
    await maskedRange.getByText('Value: none to none').waitFor();
    await maskedRangeInput.pressSequentially('01082026');
    await maskedRange.getByText('Type both dates: DD/MM/YYYY – DD/MM/YYYY').waitFor();
    await maskedRangeInput.pressSequentially('05082026');
    await maskedRange.getByText('Value: 2026-08-01 to 2026-08-05').waitFor();
    await expect(maskedRangeInput.inputValue()).resolves.toBe('01/08/2026 – 05/08/2026');
    // An end before the start is a value with the 'invalidRange' error.
    await maskedRangeInput.fill('0508202601082026');
    await maskedRange.getByText('The end comes before the start').waitFor();
    await maskedRange.getByText('Value: 2026-08-05 to 2026-08-01').waitFor();
    await expect(maskedRangeInput.getAttribute('aria-invalid')).resolves.toBe('true');

    const typedTime = await demo(page, 'TypedTimeFieldPicker');
    const timeInput = typedTime.getByRole('textbox', { name: 'Workshop slot' });
    await expect(timeInput.inputValue()).resolves.toBe('09:30');
    await typedTime.getByText('Format: hh:mm').waitFor();
    await timeInput.fill('07:45');
    await typedTime.getByText('The workshop opens at 08:00').waitFor();
    await typedTime.getByText('Value: 07:45').waitFor();
    await timeInput.fill('10:10');
    await typedTime.getByText('Slots start on the quarter hour').waitFor();
    await timeInput.fill('10:1');
    await typedTime.getByText('Not a time yet: type hh:mm').waitFor();
    await expect(typedTime.getByText('Value: 10:10').count()).resolves.toBe(1);
    await timeInput.fill('10:15');
    await typedTime.getByText('Value: 10:15').waitFor();
    await typedTime.getByText('Format: hh:mm').waitFor();

    const nativeRange = await demo(page, 'BrowserInputRangeField');
    const rangeInput = nativeRange.getByRole('textbox', { name: 'Audit window' });
    await expect(rangeInput.inputValue()).resolves.toBe('04/06/2026 – 04/10/2026');
    await rangeInput.click({ position: { x: 4, y: 8 } });
    await page.keyboard.type('05');
    await nativeRange.getByText('2026-05-06 → 2026-04-10').waitFor();
    await expect(rangeInput.inputValue()).resolves.toBe('05/06/2026 – 04/10/2026');

    const readOnly = await demo(page, 'ReadOnlyTextFieldPicker');
    const desktopInput = readOnly.getByRole('textbox', { name: 'Desktop' });
    await expect(desktopInput.getAttribute('readonly')).resolves.not.toBeNull();
    await expect(desktopInput.inputValue()).resolves.toBe('05/04/2026');
    await desktopInput.click();
    // The calendar grows in from the field; a click while it grows may land beside the moving day.
    const calendar = page.getByRole('dialog').locator('.MuiPaper-root').first();
    await expect(calendar).toHaveCSS('opacity', '1');
    await expect(calendar).toHaveCSS('transform', 'none');
    await page.getByRole('dialog').getByRole('gridcell', { name: '20', exact: true }).click();
    await waitForInputValue(desktopInput, '05/20/2026');
    await expect(readOnly.getByRole('textbox', { name: 'Mobile' }).inputValue()).resolves.toBe('05/20/2026');

    await test.step('keeps the typed field on desktop and a read-only field that opens the dialog on mobile', async () => {
      const checkIn = await demo(page, 'FieldByVariantPicker');
      const mobileInput = checkIn.getByRole('textbox', { name: 'Check-in (mobile)' });
      await expect(fieldText(checkIn)).resolves.toBe('09/21/2026');
      await expect(mobileInput.inputValue()).resolves.toBe('09/21/2026');
      await checkIn.getByRole('spinbutton', { name: 'Day' }).click();
      await page.keyboard.type('25');
      await waitForInputValue(mobileInput, '09/25/2026');
      await expect(mobileInput.getAttribute('readonly')).resolves.not.toBeNull();
      await mobileInput.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    await test.step('drives two plain inputs with the multi-input range hook', async () => {
      const twoInputs = await demo(page, 'BrowserInputsRangeField');
      const from = twoInputs.getByRole('textbox', { name: 'From' });
      const to = twoInputs.getByRole('textbox', { name: 'To' });
      await expect(from.inputValue()).resolves.toBe('09/07/2026');
      await expect(to.inputValue()).resolves.toBe('09/11/2026');
      await twoInputs.getByText('5 days of course').waitFor();
      // Clicking the end input opens the calendar on the end of the range.
      await to.click();
      // The day's own click event, not a pointer press: under CI load the popup settling after it opened once took
      // the press away from the day, and the position of the popup is not what this test is about.
      await page.getByRole('gridcell', { name: '18', exact: true }).first().dispatchEvent('click');
      await waitForInputValue(to, '09/18/2026');
      await expect(from.inputValue()).resolves.toBe('09/07/2026');
      await twoInputs.getByText('12 days of course').waitFor();
      await page.keyboard.press('Escape');
      // Typing keeps the section editing: the month of the start date.
      await from.click({ position: { x: 4, y: 8 } });
      await page.keyboard.type('08');
      await waitForInputValue(from, '08/07/2026');
      await twoInputs.getByText('43 days of course').waitFor();
      // August is before the course's minDate: the start input shows its error.
      await expect(from.evaluate((input) => input.style.borderColor)).resolves.toBe('crimson');
    });

    await test.step('reads dates typed in several formats, and edits sections drawn in markup of its own', async () => {
      // The first format that reads the whole text wins; a text no format reads is refused and the value kept.
      const payment = await demo(page, 'SeveralFormatsField');
      const input = payment.getByRole('textbox', { name: 'Payment date' });
      await expect(input.inputValue()).resolves.toBe('30/06/2026');
      await input.fill('2026-12-25');
      await input.press('Enter');
      await waitForInputValue(input, '25/12/2026');
      await payment.getByText('Value: 2026-12-25').waitFor();
      await input.fill('3 Feb 2027');
      await input.press('Enter');
      await waitForInputValue(input, '03/02/2027');
      await input.fill('tomorrow');
      await input.press('Enter');
      await payment.getByText('Not a date: try 25/12/2026 or 2026-12-25').waitFor();
      await payment.getByText('Value: 2027-02-03').waitFor();

      // Each section is a spinbutton of its own in the demo's markup, edited with the keyboard.
      const segmented = await demo(page, 'SegmentedSectionsField');
      await segmented.getByRole('group', { name: 'Delivery date' }).waitFor();
      await expect(fieldText(segmented)).resolves.toBe('12/05/2026');
      await segmented.getByRole('spinbutton', { name: 'Day' }).click();
      await page.keyboard.press('ArrowUp');
      await segmented.getByText('Value: Wednesday 13 May 2026').waitFor();
      await segmented.getByRole('spinbutton', { name: 'Month' }).click();
      await page.keyboard.type('09');
      await segmented.getByText('Value: Sunday 13 September 2026').waitFor();
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Year');
    });
    expect(problems.errors).toEqual([]);
  });

  test('custom opening button: a warning beside the button names the reason the value is refused; the clear button takes an icon of its own', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/custom-opening-button/');

    const delivery = await demo(page, 'InvalidDateWarning');
    await expect(fieldText(delivery)).resolves.toBe('06/10/2026');
    await expect(delivery.getByRole('img', { name: /deliveries|date/i }).count()).resolves.toBe(0);
    await delivery.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('13');
    await delivery.getByRole('img', { name: 'No deliveries at weekends' }).waitFor();
    await delivery.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('10');
    await delivery.getByRole('img', { name: 'No deliveries at weekends' }).waitFor({ state: 'detached' });
    await delivery.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('07');
    await delivery.getByRole('img', { name: 'Deliveries end on 30 June' }).waitFor();

    // The clear button draws the icon of its slot, in the props given to it, and keeps its translated name.
    const renewal = await demo(page, 'ClearIconSlot');
    await expect(fieldText(renewal)).resolves.toBe('03/14/2026');
    const clear = renewal.getByRole('button', { name: 'Clear' });
    const icon = clear.locator('svg');
    // The demo's own drawing (a key with a cross), not the field's default cross.
    await expect(icon.locator('path').nth(1).getAttribute('d')).resolves.toBe('M12 9l6 6M18 9l-6 6');
    await expect(icon.getAttribute('class')).resolves.toMatch(
      /MuiSvgIcon-colorError.*MuiSvgIcon-fontSizeMedium|MuiSvgIcon-fontSizeMedium.*MuiSvgIcon-colorError/,
    );
    await renewal.getByRole('spinbutton', { name: 'Day' }).click();
    await clear.click();
    await expect.poll(() => fieldText(renewal)).not.toContain('2026');

    expect(problems.errors).toEqual([]);
  });
});

test.describe('Custom subcomponents page', () => {
  test('runs the custom days, range headers, action bar, tabs, arrows and year buttons', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/custom-components/');

    const actionBar = await demo(page, 'WeekStepActionBarPicker');
    const selectedDay = actionBar.locator('[role="gridcell"][aria-selected="true"]');
    await expect(selectedDay.textContent()).resolves.toBe('11');
    await actionBar.getByRole('button', { name: '+7 days' }).click();
    await actionBar.locator('[role="gridcell"][aria-selected="true"]', { hasText: /^18$/ }).waitFor();
    await actionBar.getByText('Booked: nothing yet').waitFor();
    await actionBar.getByRole('button', { name: 'Book' }).click();
    await actionBar.getByText('Booked: Wednesday 18 March 2026').waitFor();

    // 'nextOrAccept' is Next while a step remains (the mobile date-time picker's date views), then OK (its time views).
    const actions = await demo(page, 'ActionBarActions');
    await actions
      .getByRole('group', { name: 'Step by step' })
      .getByRole('button', { name: /Choose date/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const squareDays = await demo(page, 'RoundedSquareDays');
    await squareDays.locator('.MuiPickerDay2-root.Mui-selected', { hasText: /^14$/ }).waitFor();
    await expect(
      squareDays
        .locator('.MuiPickerDay2-root')
        .first()
        .evaluate((day) => getComputedStyle(day).borderRadius),
    ).resolves.toBe('8px');

    const rangeHeaders = await demo(page, 'TwoMonthPagingCalendar');
    await rangeHeaders.getByText('June 2026').waitFor();
    await rangeHeaders.getByText('July 2026').waitFor();
    await rangeHeaders.getByRole('button', { name: 'Later' }).click();
    await rangeHeaders.getByText('August 2026').waitFor();
    await rangeHeaders.getByText('September 2026').waitFor();

    const tabs = await demo(page, 'ValueTabsPicker');
    const dateTab = tabs.getByRole('button', { name: 'Sat 14 Mar' });
    const timeTab = tabs.getByRole('button', { name: '09:30' });
    await expect(dateTab.getAttribute('aria-pressed')).resolves.toBe('true');
    await timeTab.click();
    await tabs.locator('[aria-pressed="true"]', { hasText: '09:30' }).waitFor();
    await expect(tabs.getByRole('grid').count()).resolves.toBe(0);
    await dateTab.click();
    await tabs.getByRole('grid').waitFor();

    const arrows = await demo(page, 'TermArrowsCalendar');
    const previous = arrows.getByRole('button', { name: 'Previous month' });
    const next = arrows.getByRole('button', { name: 'Next month' });
    await expect(previous.isDisabled()).resolves.toBe(true);
    for (const month of ['October', 'November', 'December']) {
      await next.click();
      await arrows.getByText(`${month} 2026`).waitFor();
    }
    await expect(next.isDisabled()).resolves.toBe(true);

    const years = await demo(page, 'PillYearButtons');
    const selectedYear = years.getByRole('radio', { name: '2026' });
    await expect(selectedYear.getAttribute('aria-checked')).resolves.toBe('true');
    await expect(selectedYear.getAttribute('class')).resolves.toContain('MuiButton-contained');
    await years.getByRole('radio', { name: '2028' }).click();
    await years.locator('[role="radio"][aria-checked="true"]', { hasText: '2028' }).waitFor();
    await expect(years.getByRole('radio', { name: '2028' }).getAttribute('class')).resolves.toContain('MuiButton-contained');

    // The default month buttons, restyled from their owner state: closed months struck through, the selected one bold.
    const months = await demo(page, 'ClosedPeriodMonths');
    const month = (name: string) => months.getByRole('radio', { name });
    const look = (name: string) =>
      month(name).evaluate((button) => {
        const style = getComputedStyle(button);
        return `${style.textDecorationLine} ${style.fontWeight} ${style.borderRadius}`;
      });
    await expect(month('April').isDisabled()).resolves.toBe(true);
    await expect(look('April')).resolves.toBe('line-through 400 4px');
    await expect(look('May')).resolves.toBe('none 700 4px');
    await month('September').click();
    await months.getByText('Posting to September 2026').waitFor();
    await expect(look('September')).resolves.toBe('none 700 4px');
    await expect(look('May')).resolves.toBe('none 400 4px');

    expect(problems.errors).toEqual([]);
  });
});
