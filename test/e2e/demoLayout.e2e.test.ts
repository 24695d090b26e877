/**
 * Demos that must fit what they show: the range fields show their whole value, and the donut fits a phone with its
 * legend clear of the ring, in both directions.
 */
import type { Page } from 'playwright-core';
import { gotoAndSettle, openPage, launchSharedBrowser } from './support/browser';
import { demo } from './support/demo';
import { chooseSetting, closeSettings, openSettings } from './support/settings';

const browser = launchSharedBrowser();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The value of every range field of a demo that its input cuts: scroll width past its visible width. */
async function cutValues(page: Page, name: string): Promise<string[]> {
  const section = await demo(page, name);
  await section.locator('.MuiPickersSectionList-root').first().waitFor();
  return section.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('.MuiPickersSectionList-root')]
      .filter((input) => input.scrollWidth > input.clientWidth)
      .map((input) => `${input.textContent} (${input.scrollWidth} px in ${input.clientWidth} px)`),
  );
}

// Each single-input range field or picker whose value needs more than the field's default width.
const DATE_RANGE_DEMOS: [string, string[]][] = [
  ['/x/react-date-pickers/date-range-field/', ['SingleAndMultiRangeFields', 'ReadOnlyDisabledRangeFields']],
  ['/x/react-date-pickers/date-range-picker/', ['StayDateRangePicker', 'RangeFieldChoice', 'MonthPosition', 'WeekendNightsRange']],
];
const DATE_TIME_RANGE_DEMOS: [string, string[]][] = [
  [
    '/x/react-date-pickers/date-time-range-picker/',
    ['MeetingRoomRange', 'ViewsAndTimeSteps', 'AmPmToggle', 'MaintenanceWindowLimits', 'DesktopAndMobileVariants'],
  ],
];

describe('range fields on a desktop', () => {
  it.each([...DATE_RANGE_DEMOS, ...DATE_TIME_RANGE_DEMOS])('show their whole value on %s', async (pathname, names) => {
    const { page, problems } = await openPage(browser(), { viewport: DESKTOP });
    await gotoAndSettle(page, pathname);
    for (const name of names) {
      await expect(cutValues(page, name)).resolves.toEqual([]);
    }
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });
});

// Every page with a single-input range field or picker in its demos (custom-field's range picker opens from a button,
// whose label wraps), and the Chinese pages of the date-time ranges, the longest values.
const RANGE_FIELD_PAGES = [
  ...[
    'date-range-field',
    'date-range-picker',
    'date-time-range-field',
    'date-time-range-picker',
    'time-range-field',
    'time-range-picker',
    'fields',
    'shortcuts',
    'validation',
  ].map((slug) => `/x/react-date-pickers/${slug}/`),
  '/zh/x/react-date-pickers/date-time-range-field/',
  '/zh/x/react-date-pickers/date-time-range-picker/',
];

/**
 * Every field of every demo of the page (each scrolled into view, as a client-only demo mounts only then) that cuts
 * its value: wider than its box, or a section outside it (a right-to-left field cuts on the left, which its scroll
 * width does not count).
 */
async function cutValuesOnPage(page: Page): Promise<string[]> {
  const demos = page.locator('[data-demo]');
  for (let index = 0; index < (await demos.count()); index += 1) {
    await demos.nth(index).scrollIntoViewIfNeeded();
  }
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-demo] .MuiPickersSectionList-root')]
      .filter((input) => {
        const box = input.getBoundingClientRect();
        const outside = [...input.children].some((section) => {
          const { left, right } = section.getBoundingClientRect();
          return left < box.left - 0.5 || right > box.right + 0.5;
        });
        return outside || input.scrollWidth > input.clientWidth;
      })
      .map((input) => `${input.closest('[data-demo]')?.id}: ${input.textContent} (${input.scrollWidth} px in ${input.clientWidth} px)`),
  );
}

/** The labels of the controls that turn a page right to left on a phone, in each language of the site. */
const RTL_LABELS = {
  en: {
    openMenu: 'Toggle navigation bar',
    closeMenu: 'Close navigation bar',
    settings: 'Settings',
    close: 'Close settings',
    rtl: 'Right to left',
  },
  zh: { openMenu: '切换导航栏', closeMenu: '关闭导航栏', settings: '设置', close: '关闭设置', rtl: '从右到左' },
};

async function turnRightToLeftOnPhone(page: Page, pathname: string): Promise<void> {
  const labels = pathname.startsWith('/zh/') ? RTL_LABELS.zh : RTL_LABELS.en;
  await page.getByRole('button', { name: labels.openMenu }).click();
  await page.getByRole('button', { name: labels.settings, exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: labels.rtl, exact: true }).click();
  await page.getByRole('button', { name: labels.close }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await page.getByRole('button', { name: labels.closeMenu }).click();
}

describe.each(['Left to right', 'Right to left'])('range fields on a 390 px phone (%s)', (direction) => {
  it.each(RANGE_FIELD_PAGES)('show their whole value on %s', async (pathname) => {
    const { page, problems } = await openPage(browser(), { viewport: PHONE });
    await gotoAndSettle(page, pathname);
    if (direction === 'Right to left') {
      await turnRightToLeftOnPhone(page, pathname);
    }
    await page.locator('[data-demo] .MuiPickersSectionList-root').first().waitFor();
    await expect(cutValuesOnPage(page)).resolves.toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });
});

it('shows the 12-hour value whole too, once the reader turns the clock to AM/PM', async () => {
  const { page } = await openPage(browser(), { viewport: DESKTOP });
  await gotoAndSettle(page, '/x/react-date-pickers/date-time-range-picker/');
  const section = await demo(page, 'AmPmToggle');
  const value = section.locator('.MuiPickersSectionList-root');
  const toggle = section.getByRole('switch', { name: '12-hour clock (ampm)' });
  await expect(value.textContent()).resolves.toContain('09:40 PM');
  await expect(cutValues(page, 'AmPmToggle')).resolves.toEqual([]);
  await toggle.uncheck();
  await value.filter({ hasText: '21:40' }).waitFor();
  await expect(cutValues(page, 'AmPmToggle')).resolves.toEqual([]);
  await page.context().close();
});

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The donut's frame, chart surface, the union of its arcs and its legend, as laid out. */
function donutBoxes(page: Page, name = 'StorageDonut'): Promise<{ frame: Box; surface: Box; ring: Box; legend: Box }> {
  return page.locator(`[id="${name}"]`).evaluate((section) => {
    const box = (element: Element | null): Box => {
      const { left, right, top, bottom } = element!.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const arcs = [...section.querySelectorAll('.MuiPieArc-root')].map(box);
    const ring = arcs.reduce((all, arc) => ({
      left: Math.min(all.left, arc.left),
      right: Math.max(all.right, arc.right),
      top: Math.min(all.top, arc.top),
      bottom: Math.max(all.bottom, arc.bottom),
    }));
    return {
      frame: box(section.querySelector('.demo-frame')),
      surface: box(section.querySelector('svg.MuiChartsSurface-root')),
      ring,
      legend: box(section.querySelector('.MuiChartsLegend-root')),
    };
  });
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.each([
  ['a desktop', DESKTOP],
  ['a 390 px phone', PHONE],
])('the storage donut on %s', (_label, viewport) => {
  it.each(['Left to right', 'Right to left'])('fits its frame, ring inside the chart, legend clear of the ring (%s)', async (direction) => {
    const { page, problems } = await openPage(browser(), { viewport });
    await gotoAndSettle(page, '/x/react-charts/pie/');
    if (direction === 'Right to left') {
      if (viewport === PHONE) await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await openSettings(page);
      await chooseSetting(page, direction);
      await closeSettings(page);
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      if (viewport === PHONE) await page.getByRole('button', { name: 'Close navigation bar' }).click();
    }
    await (await demo(page, 'StorageDonut')).locator('.MuiPieArc-root').first().waitFor();
    const { frame, surface, ring, legend } = await donutBoxes(page);
    expect(surface.left).toBeGreaterThanOrEqual(frame.left);
    expect(surface.right).toBeLessThanOrEqual(frame.right);
    expect(ring.left).toBeGreaterThanOrEqual(surface.left - 1);
    expect(ring.right).toBeLessThanOrEqual(surface.right + 1);
    expect(overlaps(legend, ring)).toBe(false);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ['HalfDonutSeats', '/x/react-charts/pie/'],
  ['BudgetDonutHoverCenter', '/x/react-charts/pie-demo/'],
])('the %s donut on a 390 px phone', (name, pathname) => {
  it('fits its frame, ring inside the chart, legend clear of the ring', async () => {
    const { page, problems } = await openPage(browser(), { viewport: PHONE });
    await gotoAndSettle(page, pathname);
    await (await demo(page, name)).locator('.MuiPieArc-root').first().waitFor();
    const { frame, surface, ring, legend } = await donutBoxes(page, name);
    expect(surface.left).toBeGreaterThanOrEqual(frame.left);
    expect(surface.right).toBeLessThanOrEqual(frame.right);
    expect(ring.left).toBeGreaterThanOrEqual(surface.left - 1);
    expect(ring.right).toBeLessThanOrEqual(surface.right + 1);
    expect(ring.top).toBeGreaterThanOrEqual(surface.top - 1);
    expect(overlaps(legend, ring)).toBe(false);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });
});
