/**
 * Demos that must fit what they show: the range fields show their whole value, and the donuts fit a phone with their
 * legends clear of the ring, in both directions; a chart's tooltip keeps MUI X's own table look, not the docs tables';
 * the grids whose page points at their last columns show them without scrolling sideways, and a wider grid shows the
 * columns its page names.
 * A page is visited once and resized, as a reader turns a window.
 */
import type { Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { expectColumnsShown, expectEveryColumnShown, gridRowCount } from './support/dataGrid';
import { chooseSetting, closeSettings, openSettings } from './support/settings';
import { expect, test } from './support/fixtures';

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

// The single-input range fields and pickers whose value needs more than the field's default width, on a desktop.
const WIDE_ON_DESKTOP: Record<string, string[]> = {
  '/x/react-date-pickers/date-range-field/': ['SingleAndMultiRangeFields', 'ReadOnlyDisabledRangeFields'],
  '/x/react-date-pickers/date-range-picker/': ['StayDateRangePicker', 'RangeFieldChoice', 'MonthPosition', 'WeekendNightsRange'],
  '/x/react-date-pickers/date-time-range-picker/': [
    'MeetingRoomRange',
    'ViewsAndTimeSteps',
    'AmPmToggle',
    'MaintenanceWindowLimits',
    'DesktopAndMobileVariants',
  ],
};

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

/** The labels of the controls that change the direction on a phone, in each language of the site. */
const PHONE_LABELS = {
  en: {
    openMenu: 'Toggle navigation bar',
    closeMenu: 'Close navigation bar',
    settings: 'Settings',
    close: 'Close settings',
    'Right to left': 'Right to left',
    'Left to right': 'Left to right',
  },
  zh: {
    openMenu: '切换导航栏',
    closeMenu: '关闭导航栏',
    settings: '设置',
    close: '关闭设置',
    'Right to left': '从右到左',
    'Left to right': '从左到右',
  },
};

/** Changes the direction as a reader on a phone does: through the menu's settings drawer. */
async function chooseDirectionOnPhone(page: Page, direction: 'Right to left' | 'Left to right'): Promise<void> {
  const labels = new URL(page.url()).pathname.startsWith('/zh/') ? PHONE_LABELS.zh : PHONE_LABELS.en;
  await page.getByRole('button', { name: labels.openMenu }).click();
  await page.getByRole('button', { name: labels.settings, exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: labels[direction], exact: true }).click();
  await page.getByRole('button', { name: labels.close }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const dir = direction === 'Right to left' ? 'rtl' : 'ltr';
  await page.waitForFunction((expected) => document.documentElement.dir === expected, dir);
  await page.getByRole('button', { name: labels.closeMenu }).click();
}

/** On the date-time range picker page: the 12-hour value fits, and so does the 24-hour one once the reader turns AM/PM off. */
async function expectBothClocksWhole(page: Page): Promise<void> {
  const section = await demo(page, 'AmPmToggle');
  const value = section.locator('.MuiPickersSectionList-root');
  const toggle = section.getByRole('switch', { name: '12-hour clock (ampm)' });
  await expect(value.textContent()).resolves.toContain('09:40 PM');
  await toggle.uncheck();
  await value.filter({ hasText: '21:40' }).waitFor();
  await expect(cutValues(page, 'AmPmToggle')).resolves.toEqual([]);
  await toggle.check();
  await value.filter({ hasText: '09:40 PM' }).waitFor();
}

// One visit a page, as a reader who turns a desktop window into a phone's width, then the page right to left.
for (const pathname of RANGE_FIELD_PAGES) {
  test(`range fields show their whole value on ${pathname} (desktop, then a 390 px phone both ways)`, async ({ openPage }) => {
    const wideOnDesktop = WIDE_ON_DESKTOP[pathname];
    const { page, problems } = await openPage({ viewport: wideOnDesktop ? DESKTOP : PHONE });
    await gotoAndSettle(page, pathname);
    if (wideOnDesktop) {
      for (const name of wideOnDesktop) {
        await expect(cutValues(page, name)).resolves.toEqual([]);
      }
      if (wideOnDesktop.includes('AmPmToggle')) await expectBothClocksWhole(page);
      await page.setViewportSize(PHONE);
    }
    await page.locator('[data-demo] .MuiPickersSectionList-root').first().waitFor();
    await expect(cutValuesOnPage(page)).resolves.toEqual([]);
    await chooseDirectionOnPhone(page, 'Right to left');
    await expect(cutValuesOnPage(page)).resolves.toEqual([]);
    expect(problems.errors).toEqual([]);
  });
}

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

/** The donut fits its frame, its ring inside the chart surface, its legend clear of the ring. */
async function expectDonutFits(page: Page, name: string): Promise<void> {
  const section = await demo(page, name);
  await section.locator('.MuiPieArc-root').first().waitFor();
  // After a resize the chart measures its parent again: wait until its surface is inside the frame.
  await section.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const fits = () => {
          const frame = element.querySelector('.demo-frame')!.getBoundingClientRect();
          const surface = element.querySelector('svg.MuiChartsSurface-root')!.getBoundingClientRect();
          return surface.left >= frame.left && surface.right <= frame.right;
        };
        const check = () => (fits() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
  const { frame, surface, ring, legend } = await donutBoxes(page, name);
  expect({ name, left: surface.left >= frame.left, right: surface.right <= frame.right }).toEqual({ name, left: true, right: true });
  expect(ring.left).toBeGreaterThanOrEqual(surface.left - 1);
  expect(ring.right).toBeLessThanOrEqual(surface.right + 1);
  expect(ring.top).toBeGreaterThanOrEqual(surface.top - 1);
  expect({ name, legendOverRing: overlaps(legend, ring) }).toEqual({ name, legendOverRing: false });
}

test("the pie page's donuts fit on a desktop and a 390 px phone, left to right and right to left", async ({ openCheckedPage }) => {
  const { page, problems } = await openCheckedPage('/x/react-charts/pie/', { viewport: DESKTOP });
  await expectDonutFits(page, 'StorageDonut');
  await openSettings(page);
  await chooseSetting(page, 'Right to left');
  await closeSettings(page);
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await expectDonutFits(page, 'StorageDonut');
  await page.setViewportSize(PHONE);
  for (const name of ['StorageDonut', 'HalfDonutSeats']) await expectDonutFits(page, name);
  await chooseDirectionOnPhone(page, 'Left to right');
  for (const name of ['StorageDonut', 'HalfDonutSeats']) await expectDonutFits(page, name);
  expect(problems.errors).toEqual([]);
});

test('the budget donut with its centre label fits a 390 px phone', async ({ openCheckedPage }) => {
  const { page, problems } = await openCheckedPage('/x/react-charts/pie-demo/', { viewport: PHONE });
  await expectDonutFits(page, 'BudgetDonutHoverCenter');
  expect(problems.errors).toEqual([]);
});

test('on a 390 px phone, a wide demo overflows where its frame scrolls, and a long line wraps inside the frame', async ({ openPage }) => {
  const { page, problems } = await openPage({ viewport: PHONE });
  /** The horizontal extent of `element` in the scrollable content of the demo's frame (0 is the frame's inner left). */
  const extentInFrame = (name: string, selector: string) =>
    page.locator(`[id="${name}"] .demo-frame`).evaluate((frame, target) => {
      const element = frame.querySelector(target);
      if (!element) throw new Error(`no ${target}`);
      const frameBox = frame.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        left: box.left - frameBox.left + frame.scrollLeft,
        right: box.right - frameBox.left + frame.scrollLeft,
        width: frame.clientWidth,
      };
    }, selector);

  // Two months are wider than a phone: centred, March's first days and its Previous button were cut off on the left.
  await gotoAndSettle(page, '/x/react-date-pickers/date-range-calendar/');
  const calendar = await demo(page, 'HolidayRangeCalendar');
  await calendar.getByRole('button', { name: 'Previous month' }).waitFor();
  expect((await extentInFrame('HolidayRangeCalendar', 'button[aria-label="Previous month"]')).left).toBeGreaterThanOrEqual(0);

  // The visibility model, printed without spaces, ran past the frame's right edge.
  await gotoAndSettle(page, '/x/react-data-grid/column-visibility/');
  await (await demo(page, 'ControlledVisibilityGrid')).locator('code').waitFor();
  const model = await extentInFrame('ControlledVisibilityGrid', 'code');
  expect(model.right).toBeLessThanOrEqual(model.width);
  expect(problems.errors).toEqual([]);
});

test("a chart's tooltip keeps its own compact table, without the docs tables' borders, padding, stripes and margin", async ({
  openPage,
}) => {
  const { page, problems } = await openPage({ viewport: DESKTOP });
  await gotoAndSettle(page, '/x/react-charts/tooltip/');
  const chart = (await demo(page, 'FormattedTooltipValues')).locator('.MuiChartsSurface-root');
  const box = await chart.boundingBox();
  if (!box) throw new Error('The chart is not on screen.');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const table = page.locator('.MuiChartsTooltip-table').first();
  await table.waitFor();
  const look = await table.evaluate((element) => {
    const rows = [...element.querySelectorAll('tr')];
    const cells = [...element.querySelectorAll('td, th')];
    return {
      display: getComputedStyle(element).display,
      marginBottom: getComputedStyle(element).marginBottom,
      borderedCells: cells.filter((cell) => getComputedStyle(cell).borderLeftStyle !== 'none').length,
      stripedRows: rows.filter((row) => getComputedStyle(row).backgroundColor !== 'rgba(0, 0, 0, 0)').length,
    };
  });
  expect(look).toEqual({ display: 'table', marginBottom: '0px', borderedCells: 0, stripedRows: 0 });
  expect(problems.errors).toEqual([]);
});

// Grids whose page points at their last columns (the totals, the aggregated values, the pasted ones): on a desktop
// they show every column without scrolling sideways (`whole`). A grid that stays wider than the frame shows the
// columns its page names (`named`), which come first.
const GRIDS_SHOWN: Record<string, { whole?: string[]; named?: Record<string, string[]> }> = {
  '/x/react-data-grid/aggregation/': {
    whole: [
      'PayrollTotals',
      'BuiltInFunctions',
      'CustomAggregationFunction',
      'GroupAggregationPosition',
      'AggregationFromApi',
      'RankGroupsByTotal',
    ],
  },
  '/x/react-data-grid/recipes-row-grouping/': {
    whole: ['GroupByEmailDomain', 'GroupSubtotals'],
    named: { GroupHeaderSummary: ['employee', 'category', 'amount'] },
  },
  '/x/react-data-grid/clipboard/': { whole: ['CsvPasteGrid'] },
  '/x/react-data-grid/cells/': { whole: ['CellClassNamesGrid'] },
  '/x/react-data-grid/filtering/customization/': { whole: ['LimitedOperatorsFilter'] },
  '/x/react-data-grid/row-grouping/': { whole: ['GroupBySeveralColumns'], named: { GroupByDepartment: ['email'] } },
  '/x/react-data-grid/export/': { named: { ExportToolbarGrid: ['email'] } },
  '/x/react-data-grid/column-pinning/': { named: { PreventPinningGrid: ['firmware', 'lastSeen'] } },
};

for (const [pathname, { whole = [], named = {} }] of Object.entries(GRIDS_SHOWN)) {
  test(`the grids of ${pathname} show the columns their page points at on a desktop`, async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: DESKTOP });
    await gotoAndSettle(page, pathname);
    await expectEveryColumnShown(page, whole);
    for (const [name, fields] of Object.entries(named)) await expectColumnsShown(page, name, fields);
    expect(problems.errors).toEqual([]);
  });
}

// Pages only everyPage opened before, each checked here on its one visit (openCheckedPage): the server-side aggregation
// page is about the totals in its grids' last columns; the others name a column their grid ended with.
const SERVER_AGGREGATION = '/x/react-data-grid/server-side-data/aggregation/';
const FILTERING = '/x/react-data-grid/filtering/';
const SERVER_SIDE_FILTERING = '/x/react-data-grid/filtering/server-side/';
const HEADER_FILTERS = '/x/react-data-grid/filtering/header-filters/';
const CUSTOM_EDIT_COMPONENT = '/x/react-data-grid/editing/custom-edit-component/';
const REAL_TIME_DATA = '/x/react-data-grid/demos/real-time-data/';
const EXPORT_COMPONENTS = '/x/react-data-grid/components/export/';

test(`the grids of ${SERVER_AGGREGATION} show their aggregated columns on a desktop`, async ({ openCheckedPage }) => {
  const { page, problems } = await openCheckedPage(SERVER_AGGREGATION, { viewport: DESKTOP });
  await expectEveryColumnShown(page, ['ServerAggregationGrid', 'GroupedAggregationGrid', 'PriceSpreadAggregationGrid']);
  expect(problems.errors).toEqual([]);
});

test(`the filtering pages' grids show every column, those their text names among them, and a header filter's clear button clears it`, async ({
  openCheckedPage,
}) => {
  const filtering = await openCheckedPage(FILTERING, { viewport: DESKTOP });
  await expectEveryColumnShown(filtering.page, ['DisableFilteringGrid']);
  const serverSide = await openCheckedPage(SERVER_SIDE_FILTERING, { viewport: DESKTOP });
  await expectEveryColumnShown(serverSide.page, ['ServerSideFilteringGrid']);
  const headerFilters = await openCheckedPage(HEADER_FILTERS, { viewport: DESKTOP });
  await expectEveryColumnShown(headerFilters.page, ['HeaderFilterGrid', 'HeaderFilterOptions']);
  // Tab while typing in a filter leaves the grid, as it does from a cell (the default tabNavigation).
  await headerFilters.page.locator('[id="HeaderFilterGrid"] .MuiDataGrid-headerFilterRow input').first().click();
  await headerFilters.page.keyboard.type('a');
  await headerFilters.page.keyboard.press('Tab');
  const focusInAGrid = () => headerFilters.page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDataGrid-root')));
  await expect.poll(focusInAGrid).toBe(false);
  // The simplified row has no operator menus: the Salary filter's own clear button clears it.
  const options = headerFilters.page.locator('[id="HeaderFilterOptions"]');
  const rowCount = () => gridRowCount(options);
  const filtered = await rowCount();
  await options.getByRole('button', { name: 'Clear filter' }).click();
  await expect.poll(rowCount).toBeGreaterThan(filtered);
  await expect(options.getByRole('button', { name: 'Clear filter' })).toHaveCount(0);
  // An operator's own input in the header row places the cell's operator menu and clear button beside its two fields.
  await expectEveryColumnShown(headerFilters.page, ['RangeOperatorHeaderFilter']);
  const range = headerFilters.page.locator('[id="RangeOperatorHeaderFilter"]');
  const salaryCell = range.locator('.MuiDataGrid-headerFilterRow [data-field="salary"]');
  const rangeRows = () => gridRowCount(range);
  const allRows = await rangeRows();
  await expect(salaryCell.getByRole('button', { name: 'Operator' })).toHaveCount(1);
  await expect(salaryCell.getByRole('button', { name: 'Clear filter' })).toHaveCount(0);
  await salaryCell.getByRole('spinbutton', { name: 'Min' }).fill('60000');
  await expect.poll(rangeRows).toBeLessThan(allRows);
  await salaryCell.getByRole('button', { name: 'Clear filter' }).click();
  await expect.poll(rangeRows).toBe(allRows);
  await salaryCell.getByRole('button', { name: 'Operator' }).click();
  await headerFilters.page.getByRole('menuitem', { name: 'Between' }).waitFor();
  await headerFilters.page.keyboard.press('Escape');
  // onFocus puts the cell in edit mode, so an arrow key stays in the field; Enter on the cell focuses the inputRef field.
  const min = salaryCell.getByRole('spinbutton', { name: 'Min' });
  await min.click();
  await headerFilters.page.keyboard.press('ArrowUp');
  await expect(min).toBeFocused();
  await expect(min).toHaveValue('1');
  await headerFilters.page.keyboard.press('Escape');
  await expect(salaryCell).toBeFocused();
  await headerFilters.page.keyboard.press('Enter');
  await expect(min).toBeFocused();
  // The demo's operator menu drops the range when the operator changes, as the filter panel does: no row is lost.
  await min.fill('60000');
  await expect.poll(rangeRows).toBeLessThan(allRows);
  await salaryCell.getByRole('button', { name: 'Operator' }).click();
  await headerFilters.page.getByRole('menuitem', { name: 'Greater than', exact: true }).click();
  await expect.poll(rangeRows).toBe(allRows);
  await expect(salaryCell.getByRole('spinbutton')).toHaveValue('');
  expect([filtering, serverSide, headerFilters].flatMap(({ problems }) => problems.errors)).toEqual([]);
});

test(`the tickets of ${CUSTOM_EDIT_COMPONENT} show their Status column, whose editor the page describes`, async ({ openCheckedPage }) => {
  const { page, problems } = await openCheckedPage(CUSTOM_EDIT_COMPONENT, { viewport: DESKTOP });
  await expectEveryColumnShown(page, ['TicketRowEditGrid']);
  expect(problems.errors).toEqual([]);
});

test(`the market board of ${REAL_TIME_DATA} shows its sparklines beside the last price`, async ({ openCheckedPage }) => {
  const { page, problems } = await openCheckedPage(REAL_TIME_DATA, { viewport: DESKTOP });
  await expectColumnsShown(page, 'LiveTradingBoard', ['history']);
  expect(problems.errors).toEqual([]);
});

test(`the shifts of ${EXPORT_COMPONENTS} show the Badge column that no file contains`, async ({ openCheckedPage }) => {
  const { page, problems } = await openCheckedPage(EXPORT_COMPONENTS, { viewport: DESKTOP });
  await expectColumnsShown(page, 'RowSetsCsvGrid', ['badge']);
  expect(problems.errors).toEqual([]);
});
