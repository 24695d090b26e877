/**
 * The calendar systems page and the four-library comparison, as readers see them in the production build.
 * Static calendars only: without a fine pointer (headless Chromium) a Date Picker opens its mobile dialog.
 */
import type { Locator } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { expect, test } from './support/fixtures';

const selectedDay = (calendar: Locator) => calendar.locator('[role="gridcell"][aria-selected="true"]');

test.describe('Calendar systems', () => {
  test('renders every demo without console errors, hydration mismatches included, each on the date its page names', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/calendar-systems/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Calendar systems');
    for (const name of ['OneDateThreeCalendars', 'JalaliDateFns', 'JalaliMoment', 'HijriMoment']) {
      await (await demo(page, name)).getByRole('grid').first().waitFor();
    }

    await test.step('Nowruz is 1 Farvardin 1405 with date-fns-jalali and with moment-jalaali', async () => {
      for (const name of ['JalaliDateFns', 'JalaliMoment']) {
        const section = await demo(page, name);
        await section.getByText('فروردین 1405', { exact: true }).first().waitFor();
        await expect(selectedDay(section).first().textContent()).resolves.toMatch(/^(1|۱)$/);
      }
      await (await demo(page, 'JalaliDateFns')).getByText('Gregorian calendar: Saturday 21 March 2026').waitFor();
      // Arabic-Indic digits here would mean that a Hijri demo left Moment's global locale in Arabic.
      await (await demo(page, 'JalaliMoment')).getByText('Jalali: 1405/01/01 — Gregorian: 2026-03-21').waitFor();
    });

    await test.step('Eid al-Fitr is 1 Shawwal 1447 with moment-hijri, in the open button label too', async () => {
      const section = await demo(page, 'HijriMoment');
      await section.getByText('شوال ١٤٤٧', { exact: true }).first().waitFor();
      await expect(selectedDay(section).textContent()).resolves.toBe('١');
      await expect(section.getByRole('button', { name: /^Choose date/ }).getAttribute('aria-label')).resolves.toBe(
        'Choose date, selected date is ١ شوال ١٤٤٧',
      );
    });
    expect(problems.errors).toEqual([]);
  });

  test('lists the Hijri years 1356 to 1499 in the year view', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/calendar-systems/');
    const section = await demo(page, 'HijriMoment');
    await section.getByRole('button', { name: /switch to year view/ }).press('Enter');
    await section.getByRole('button', { name: /year view is open/ }).waitFor();
    const years = section.getByRole('radio');
    await years.first().waitFor();
    await expect(years.first().textContent()).resolves.toBe('١٣٥٦');
    await expect(years.last().textContent()).resolves.toBe('١٤٩٩');
    await expect(years.count()).resolves.toBe(1499 - 1356 + 1);
    expect(problems.errors).toEqual([]);
  });

  test('moves the three calendars together when a day is picked in one of them', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/calendar-systems/');
    const section = await demo(page, 'OneDateThreeCalendars');
    const gregorian = section.getByRole('region', { name: 'Gregorian (date-fns)' });
    const jalali = section.getByRole('region', { name: 'Jalali (date-fns-jalali)' });
    const hijri = section.getByRole('region', { name: 'Hijri (moment-hijri)' });
    await expect(selectedDay(gregorian).textContent()).resolves.toBe('21');
    await expect(selectedDay(hijri).textContent()).resolves.toBe('٢');

    await gregorian.getByRole('gridcell', { name: '25', exact: true }).click();
    await expect(selectedDay(gregorian).textContent()).resolves.toBe('25');
    // 25 March 2026 is 5 Farvardin 1405 and 6 Shawwal 1447.
    await expect(selectedDay(jalali).textContent()).resolves.toMatch(/^(5|۵)$/);
    await expect(selectedDay(hijri).textContent()).resolves.toBe('٦');
  });
});

test.describe('Date format and localization', () => {
  test('shows 4 March 2026 in four columns, one per date library, each in its locale', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/adapters-locale/');
    const section = await demo(page, 'SameDateFourLibraries');
    const columns = [
      { library: 'Day.js', month: 'März 2026' },
      { library: 'date-fns', month: 'mars 2026' },
      { library: 'Luxon', month: 'marzo 2026' },
      { library: 'Moment', month: 'maart 2026' },
    ];
    await expect(section.getByRole('region').count()).resolves.toBe(columns.length);
    for (const { library, month } of columns) {
      const column = section.getByRole('region', { name: library, exact: true });
      await expect(selectedDay(column).textContent()).resolves.toBe('4');
      await column.getByText(month, { exact: true }).waitFor();
      await expect(column.getByRole('spinbutton', { name: 'Day' }).textContent()).resolves.toBe('04');
    }
    expect(problems.errors).toEqual([]);
  });

  test('keeps the comparison right after client-side navigation from the calendar systems page', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/calendar-systems/');
    await page.getByRole('main').getByRole('link', { name: 'Date format and localization' }).first().click();
    await page.waitForURL(/\/adapters-locale\/$/);
    const moment = (await demo(page, 'SameDateFourLibraries')).getByRole('region', { name: 'Moment', exact: true });
    await moment.getByText('maart 2026', { exact: true }).waitFor();
    await expect(selectedDay(moment).textContent()).resolves.toBe('4');
    expect(problems.errors).toEqual([]);
  });
});
