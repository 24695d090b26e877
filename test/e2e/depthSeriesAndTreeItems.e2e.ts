/**
 * The worked examples added to the Tree Item customization page and to the bar, scatter, radar, line and sparkline
 * pages, checked in the production build: each test opens one page and reads, in the new demos, what their text
 * tells the reader to look at or try.
 */
import type { Locator, Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { demo, pageAnswers } from './support/demo';
import { expect, test } from './support/fixtures';

/** The checkbox input in the row of the tree item whose label is exactly `label`. */
const checkboxOf = (section: Locator, label: string) =>
  section.getByText(label, { exact: true }).locator('xpath=..').locator('input[type="checkbox"]');

/** The text of every tick label of the demo's axes, in document order. */
const tickLabels = (section: Locator) =>
  section.locator('.MuiChartsAxis-tickLabel').evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));

/** Reads `read` until `accept` takes its value (the chart redraws a moment after an input), and returns it. */
async function settled<T>(page: Page, read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let frame = 0; frame < 120 && !accept(value); frame += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    value = await read();
  }
  return value;
}

/** A chart demo, once its SVG is drawn. */
async function chartDemo(page: Page, name: string): Promise<Locator> {
  const section = await demo(page, name);
  await section.locator('svg').first().waitFor();
  return section;
}

test.describe('worked examples on the series and tree item pages', () => {
  test('tree item customization: label slot props, a star checkbox slot, a branch button, row clicks that tick and double-clicks that expand', async ({
    openPage,
  }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-tree-view/tree-item-customization/');

    const notes = await demo(page, 'TruncatedLabelTree');
    const longTitle = 'Sprint retrospective: what slowed the release down';
    const label = notes.getByText(longTitle, { exact: true });
    await expect(label.getAttribute('title')).resolves.toBe(longTitle);
    await expect(
      label.evaluate((element) => ({
        overflow: getComputedStyle(element).textOverflow,
        cut: element.scrollWidth > element.clientWidth,
      })),
    ).resolves.toEqual({ overflow: 'ellipsis', cut: true });

    const playlists = await demo(page, 'StarCheckboxTree');
    const favourites = playlists.getByText(/^Favourites:/);
    await expect(favourites.textContent()).resolves.toBe('Favourites: Night Bus');
    await expect(checkboxOf(playlists, 'Road trip').getAttribute('data-indeterminate')).resolves.toBe('true');
    await checkboxOf(playlists, 'Road trip').click();
    await favourites.filter({ hasText: 'Favourites: Coastline Drive, Night Bus, Open Window' }).waitFor();
    await expect(checkboxOf(playlists, 'Focus').isChecked()).resolves.toBe(false);

    const regions = await demo(page, 'ExpandBranchItem');
    await expect(regions.getByText('Lisbon', { exact: true }).count()).resolves.toBe(0);
    await regions.getByRole('button', { name: 'Expand everything in Europe' }).click();
    await regions.getByText('Lisbon', { exact: true }).waitFor();
    await regions.getByText('Bergen', { exact: true }).waitFor();
    await expect(regions.getByText('Sapporo', { exact: true }).count()).resolves.toBe(0);

    const packing = await demo(page, 'RowClickChecksItem');
    await packing.getByText('Passport', { exact: true }).click();
    await expect(checkboxOf(packing, 'Passport').isChecked()).resolves.toBe(true);
    await expect(
      packing.getByText('Passport', { exact: true }).evaluate((element) => getComputedStyle(element).textDecorationLine),
    ).resolves.toBe('line-through');
    await expect(checkboxOf(packing, 'Documents').getAttribute('data-indeterminate')).resolves.toBe('true');
    await packing.getByText('Clothes', { exact: true }).click();
    await expect(checkboxOf(packing, 'Wool socks').isChecked()).resolves.toBe(true);
    // The row click ticks; the checkbox itself still toggles once, not twice.
    await checkboxOf(packing, 'Passport').click();
    await expect(checkboxOf(packing, 'Passport').isChecked()).resolves.toBe(false);

    const drive = await demo(page, 'DoubleClickExpandItem');
    const photos = drive.getByText('Photos', { exact: true });
    const photosItem = photos.locator('xpath=ancestor::*[@role="treeitem"][1]');
    await photos.click();
    await expect(photos.locator('xpath=..').getAttribute('data-selected')).resolves.toBe('');
    await expect(photosItem.getAttribute('aria-expanded')).resolves.toBe('false');
    await photos.dblclick();
    await drive.getByText('2024', { exact: true }).waitFor();
    await expect(photosItem.getAttribute('aria-expanded')).resolves.toBe('true');

    expect(problems.errors).toEqual([]);
  });

  test('bars: a minimum bar size, totals above stacked bars, ticks from a date axis, badges, a dataset and a symlog axis', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/bars/');

    const channels = await chartDemo(page, 'MinBarSizeBars');
    const barHeights = () =>
      channels
        .locator('.MuiBarChart-root rect, svg rect[class*="MuiBar"]')
        .evaluateAll((bars) => bars.map((bar) => Math.round(bar.getBoundingClientRect().height)));
    const shortest = async () => Math.min(...(await barHeights()).filter((height) => height > 0));
    await expect(shortest()).resolves.toBeGreaterThanOrEqual(6);
    await channels.getByRole('slider').focus();
    await page.keyboard.press('Home');
    await channels.getByText('minBarSize: 0px').waitFor();
    await expect(settled(page, shortest, (height) => height < 2)).resolves.toBeLessThan(2);

    const rentals = await chartDemo(page, 'StackTotalLabels');
    await expect(rentals.locator('.MuiBarLabel-root').evaluateAll((labels) => labels.map((label) => label.textContent))).resolves.toEqual([
      '72',
      '65',
      '78',
      '80',
      '104',
      '158',
      '140',
    ]);

    const loans = await chartDemo(page, 'DateAxisBars');
    // Month names where a month starts, and the day of the month where a week starts.
    const ticks = await tickLabels(loans.locator('.MuiChartsAxis-directionX'));
    expect(ticks.every((tick) => /^(Mar|Apr|\d{1,2})$/.test(tick))).toBe(true);
    expect(ticks.filter((tick) => /^[A-Z]/.test(tick)).length).toBeGreaterThanOrEqual(1);
    expect(ticks.filter((tick) => /^\d/.test(tick)).length).toBeGreaterThanOrEqual(3);

    const clinics = await chartDemo(page, 'BarLabelBadges');
    await expect(clinics.locator('svg g > text').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['18', '42', '27', '55', '12']),
    );
    const badge = clinics.locator('svg g', { has: page.locator('text', { hasText: /^55$/ }) }).last();
    const badgeBox = await badge.locator('rect').boundingBox();
    const barBox = await clinics.locator('.MuiBarElement-root').nth(3).boundingBox();
    expect(badgeBox!.y + badgeBox!.height).toBeLessThanOrEqual(barBox!.y);

    const pool = await chartDemo(page, 'SwimmingPoolDatasetBars');
    await expect(tickLabels(pool.locator('.MuiChartsAxis-directionX'))).resolves.toEqual(['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep']);
    await expect(pool.locator('.MuiBarElement-root').count()).resolves.toBe(18);
    await expect(pool.locator('.MuiChartsLegend-root li').allTextContents()).resolves.toEqual(['Adults', 'Children', 'Seniors']);

    const plans = await chartDemo(page, 'PlanUsersSymlogBars');
    const enterpriseHeight = () =>
      plans
        .locator('.MuiBarElement-root')
        .nth(4)
        .evaluate((bar) => bar.getBoundingClientRect().height);
    // 24 accounts against 184,000: a visible bar on the symlog axis, a sliver on a linear one.
    await expect(settled(page, enterpriseHeight, (height) => height > 40)).resolves.toBeGreaterThan(40);
    await expect(plans.locator('.MuiBarLabel-root').allTextContents()).resolves.toEqual(['184,000', '12,600', '2,300', '310', '24']);
    await plans.getByRole('button', { name: 'linear' }).click();
    await expect(settled(page, enterpriseHeight, (height) => height < 1)).resolves.toBeLessThan(1);

    expect(problems.errors).toEqual([]);
  });

  test('scatter: markers drawn by the marker slot with matching legend marks, and a trend line', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/scatter/');

    const fish = await chartDemo(page, 'ShapedMarkersScatter');
    await expect(fish.locator('svg path[data-index]').count()).resolves.toBe(20);
    await expect(fish.locator('svg circle').count()).resolves.toBe(0);
    await expect(fish.locator('.MuiChartsLegend-root svg path').count()).resolves.toBe(3);
    // Hovering a triangle (a perch) highlights it: the marker draws its outline 1.3 times larger, and the others fade.
    const triangle = fish.locator('svg path[data-index][d="M 0 -1.25 L 1.15 0.9 H -1.15 Z"]').nth(3);
    await expect(triangle.getAttribute('transform')).resolves.toMatch(/scale\(5\)$/);
    const box = await triangle.boundingBox();
    if (!box) throw new Error('The triangle has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await expect(triangle).toHaveAttribute('transform', /scale\(6\.5\)$/);
    await expect(fish.locator('svg path[data-index][opacity="0.3"]')).toHaveCount(19);
    await page.mouse.move(0, 0);

    const kiosk = await chartDemo(page, 'TrendLineScatter');
    await kiosk.getByText(/^Trend: \d+\.\d more ice creams for each extra degree\.$/).waitFor();
    await expect(kiosk.locator('.MuiLineChart-line, path[data-series]').count()).resolves.toBeGreaterThan(0);

    await test.step('scatter: points read from a dataset, and last year drawn as rings by CSS', async () => {
      const apartments = await chartDemo(page, 'ScatterFromDataset');
      await expect(apartments.locator('.MuiScatterChart-marker').count()).resolves.toBe(10);

      const sunshine = await chartDemo(page, 'ScatterCssStyling');
      const ring = sunshine.locator('[data-series="last-year"] .MuiScatterChart-marker').first();
      await expect(ring.evaluate((marker) => getComputedStyle(marker).fill)).resolves.toBe('rgba(0, 0, 0, 0)');
      const solid = sunshine.locator('[data-series="this-year"] .MuiScatterChart-marker').first();
      await expect(solid.evaluate((marker) => getComputedStyle(marker).fill)).resolves.not.toBe('rgba(0, 0, 0, 0)');
    });
    expect(problems.errors).toEqual([]);
  });

  test('radar: values along two axes, one series in the item tooltip, and a click on a point names its series and metric', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/radar/');

    const weather = await chartDemo(page, 'RadarAxisValues');
    const texts = await weather.locator('svg text').evaluateAll((elements) => elements.map((text) => text.textContent));
    expect(texts).toEqual(expect.arrayContaining(['30', '60', '90', '120', '10', '20', '30', '40']));

    const cars = await chartDemo(page, 'RadarItemTooltip');
    const saloon = cars.locator('svg path[class*="area"]').last();
    const shape = await saloon.boundingBox();
    if (!shape) throw new Error('The last radar area has no box');
    await page.mouse.move(shape.x + shape.width / 2, shape.y + shape.height / 3, { steps: 4 });
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await tooltip.filter({ hasText: 'Long-range saloon' }).waitFor();
    await expect(tooltip.textContent()).resolves.toBe(
      'Long-range saloonRange10 / 10Charging7 / 10Boot space6 / 10Comfort9 / 10Price3 / 10',
    );
    await page.mouse.move(0, 0);

    const restaurants = await chartDemo(page, 'RadarClickEvents');
    const scores: Record<string, number[]> = {
      'Harbour Grill': [88, 52, 75, 60, 92],
      'Noodle Bar': [79, 90, 64, 95, 48],
    };
    const metrics = ['Taste', 'Price', 'Service', 'Speed', 'Setting'];
    await restaurants.locator('svg circle[cursor="pointer"]').first().click({ force: true });
    const line = restaurants.getByText(/^Point of /);
    const [, name = '', metric = '', value = ''] = /^Point of (.+): (\w+) (\d+)$/.exec((await line.textContent()) ?? '') ?? [];
    expect(scores[name]?.[metrics.indexOf(metric)]).toBe(Number(value));

    const survey = await chartDemo(page, 'TeamSurveyComposedRadar');
    await expect(survey.locator('.MuiChartsLegend-root li').allTextContents()).resolves.toEqual(['Company average', 'Support team']);
    // The average is a dashed outline without marks; only the team's six answers have a dot.
    await expect(survey.locator('svg path[stroke-dasharray="6 4"]').count()).resolves.toBe(1);
    await expect(survey.locator('svg circle').count()).resolves.toBe(6);
    // The tooltip, added as a part of its own, lists both series for the hovered topic.
    await survey.locator('svg circle').nth(3).hover({ force: true });
    const toolsTooltip = page.locator('.MuiChartsTooltip-root').filter({ hasText: 'Tools' });
    await toolsTooltip.waitFor();
    await expect(toolsTooltip.textContent()).resolves.toBe('ToolsCompany average3.3Support team2.4');

    expect(problems.errors).toEqual([]);
  });

  test('lines: strictStepCurve shortens the first and last steps, only the forecast is dashed, a wide hover target', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/lines/');

    const fares = await chartDemo(page, 'StrictStepLine');
    const lineWidth = () =>
      fares
        .locator('path.MuiLineChart-line, .MuiLineChart-linePlot path')
        .first()
        .evaluate((path) => path.getBoundingClientRect().width);
    const extended = await lineWidth();
    await fares.getByLabel('strictStepCurve').check();
    await expect(settled(page, lineWidth, (width) => width < extended - 20)).resolves.toBeLessThan(extended - 20);

    const members = await chartDemo(page, 'DashedForecastLine');
    const dashes = await members
      .locator('path[data-series]')
      .evaluateAll((paths) =>
        paths
          .filter((path) => path.getAttribute('fill') === 'none')
          .map((path) => [path.getAttribute('data-series'), getComputedStyle(path).strokeDasharray]),
      );
    expect(Object.fromEntries(dashes)).toEqual({ counted: 'none', forecast: '6px, 4px' });

    const lake = await chartDemo(page, 'LakeTemperatureDomainLimit');
    const dayTicks = () => tickLabels(lake.locator('.MuiChartsAxis-directionX'));
    // Strict: the axis stops at the 1st and the 31st, so no round 0 or 32 at its ends.
    const strictTicks = await dayTicks();
    expect(strictTicks.length).toBeGreaterThan(2);
    expect(strictTicks).not.toContain('0');
    expect(strictTicks).not.toContain('32');
    await lake.getByRole('button', { name: 'nice' }).click();
    await expect(settled(page, dayTicks, (ticks) => ticks.includes('32'))).resolves.toEqual(expect.arrayContaining(['0', '32']));

    // A wide invisible copy of each line takes the pointer: 6 px above the line highlights it, and without the copy
    // the same place highlights nothing until the pointer is on the line.
    const river = await chartDemo(page, 'WideHoverTargetLines');
    const highlighted = river.locator('path.MuiLineChart-line[data-highlighted]');
    const onLine = await river
      .locator('path.MuiLineChart-line')
      .first()
      .evaluate((path: SVGPathElement) => {
        const point = path.getPointAtLength(path.getTotalLength() * 0.4).matrixTransform(path.getScreenCTM()!);
        return { x: point.x, y: point.y };
      });
    await page.mouse.move(onLine.x, onLine.y - 6);
    await highlighted.waitFor();
    await expect(highlighted.count()).resolves.toBe(1);
    await page.mouse.move(0, 0);
    await highlighted.waitFor({ state: 'detached' });
    await river.getByRole('switch', { name: 'Wide hover target' }).uncheck();
    await page.mouse.move(onLine.x, onLine.y - 6);
    await pageAnswers(page);
    await expect(highlighted.count()).resolves.toBe(0);
    await page.mouse.move(onLine.x, onLine.y);
    await highlighted.waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('sparkline: each line takes the colour of its trend, the slider sets the line width, and rows on their own scales mislead', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/sparkline/');

    const museums = await chartDemo(page, 'TrendColorSparklines');
    const strokes = () =>
      museums
        .locator('path[data-series][fill="none"]')
        .evaluateAll((paths) => paths.map((path) => [path.getAttribute('stroke'), getComputedStyle(path).strokeWidth]));
    await expect(strokes()).resolves.toEqual([
      ['#2e7d32', '1.5px'],
      ['#d32f2f', '1.5px'],
      ['#2e7d32', '1.5px'],
      ['#d32f2f', '1.5px'],
    ]);
    await expect(museums.getByText('+21', { exact: true }).count()).resolves.toBe(1);
    await museums.getByRole('slider').focus();
    await page.keyboard.press('End');
    await museums.getByText('Line width: 4px').waitFor();
    const widths = async () => (await strokes()).map(([, width]) => width);
    await expect(settled(page, widths, (values) => values.every((width) => width === '4px'))).resolves.toEqual([
      '4px',
      '4px',
      '4px',
      '4px',
    ]);

    // Each row's peak, as a share of its chart's height from the bottom: coastal town first, desert town last.
    const rainfall = await chartDemo(page, 'SharedScaleSparklines');
    const peaks = () =>
      rainfall.locator('svg').evaluateAll((charts) =>
        charts.map((chart) => {
          const line = chart.querySelector<SVGGraphicsElement>('path[data-series][fill="none"]');
          const height = chart.getBoundingClientRect().height;
          return line ? Math.round(((height - line.getBBox().y) / height) * 100) / 100 : 0;
        }),
      );
    const desertAboveCoast = ([coast, , desert]: number[]) => (desert ?? 0) > (coast ?? 0);
    // Same scale (0 to 130): the desert's 14 mm barely rise above the bottom.
    expect(desertAboveCoast(await peaks())).toBe(false);
    await rainfall.getByRole('switch').uncheck();
    // Each row on its own scale: 14 mm in a 0–20 row climb higher than 120 mm in a 0–200 one.
    await expect.poll(async () => desertAboveCoast(await peaks())).toBe(true);

    await test.step('sparkline: points spaced by date, and the hovered close printed in the heading', async () => {
      // Evenly spaced, the first three races take a third of the line; spaced by date, they sit close together.
      const races = await chartDemo(page, 'SparklineTimeAxis');
      const shareOfFirstThree = (line: Locator) =>
        line.evaluate((path) => {
          const xs = [...(path.getAttribute('d') ?? '').matchAll(/[ML]\s*(-?[\d.]+)/g)].map((match) => Number(match[1]));
          const [first = Number.NaN, , third = Number.NaN] = xs;
          return (third - first) / ((xs.at(-1) ?? Number.NaN) - first);
        });
      const lines = races.locator('path[data-series]');
      await expect(shareOfFirstThree(lines.nth(0))).resolves.toBeCloseTo(1 / 3, 2);
      await expect(shareOfFirstThree(lines.nth(1))).resolves.toBeLessThan(0.1);

      const fund = await chartDemo(page, 'SparklineHoverValue');
      await fund.getByText('€45.30').waitFor();
      await fund.getByText('Latest close, 21 Nov').waitFor();
      // The middle of the line is the eighth of the fifteen days.
      const surface = await fund.locator('svg').first().boundingBox();
      await page.mouse.move(surface!.x + surface!.width / 2, surface!.y + surface!.height / 2);
      await fund.getByText('Close on 12 Nov').waitFor();
      await fund.getByText('€43.10').waitFor();
      await page.mouse.move(surface!.x + surface!.width / 2, surface!.y + surface!.height + 80);
      await fund.getByText('Latest close, 21 Nov').waitFor();
    });
    expect(problems.errors).toEqual([]);
  });

  test('line gallery: names at the line ends, two value axes, and live readings that stop on Pause', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/line-demo/');

    // No legend: each mode of transport is named at the end of its line, in the line's colour.
    const commuters = await chartDemo(page, 'LineEndLabels');
    await expect(commuters.locator('.MuiChartsLegend-root').count()).resolves.toBe(0);
    const bike = commuters.locator('svg text', { hasText: /^Bike$/ });
    const bikeLine = commuters.locator('path[data-series="bike"]').first();
    await expect(bike.evaluate((label) => getComputedStyle(label).fill)).resolves.toBe(
      await bikeLine.evaluate((line) => getComputedStyle(line).stroke),
    );

    // Temperature on the left, humidity on the right, each with its label.
    const greenhouse = await chartDemo(page, 'GreenhouseTwoAxes');
    await greenhouse.locator('.MuiChartsAxis-left', { hasText: 'Temperature (°C)' }).waitFor();
    await greenhouse.locator('.MuiChartsAxis-right', { hasText: 'Humidity (%)' }).waitFor();

    // A new reading arrives every second until Pause.
    const wind = await chartDemo(page, 'LiveWindReadings');
    await wind.getByText(/^Second 3[0-9]: [\d.]+ km\/h$/).waitFor();
    await wind.getByRole('button', { name: 'Pause' }).click();
    await wind.getByRole('button', { name: 'Resume' }).waitFor();

    expect(problems.errors).toEqual([]);
  });

  test('bar gallery: a population pyramid with men to the left of zero and no minus sign in the ticks, a waterfall', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/bar-demo/');

    const town = await chartDemo(page, 'TownPopulationPyramid');
    const ticks = await tickLabels(town.locator('.MuiChartsAxis-directionX'));
    expect(ticks).toEqual(expect.arrayContaining(['1,000', '0']));
    expect(ticks.some((tick) => /[-−]/.test(tick))).toBe(false);
    // The first age group: the men's bar ends where the women's bar starts, at zero.
    const bars = town.locator('.MuiBarElement-root');
    const [men, women] = await Promise.all([bars.nth(0).boundingBox(), bars.nth(9).boundingBox()]);
    expect(Math.abs(men!.x + men!.width - women!.x)).toBeLessThan(2);
    await bars.nth(0).hover();
    await page.locator('.MuiChartsTooltip-root').filter({ hasText: 'Men' }).waitFor();
    await expect(page.locator('.MuiChartsTooltip-root').textContent()).resolves.toContain('310');

    // The waterfall: each flow floats where the previous bar ended, the invisible base is in neither the legend nor
    // the tooltip.
    const cash = await chartDemo(page, 'CashFlowWaterfallBars');
    const seriesBars = (id: string) => cash.locator(`[data-series="${id}"] .MuiBarElement-root`);
    const [opening, bread, catering] = await Promise.all([
      seriesBars('balance').nth(0).boundingBox(),
      seriesBars('in').nth(0).boundingBox(),
      seriesBars('in').nth(1).boundingBox(),
    ]);
    const flour = await seriesBars('out').nth(0).boundingBox();
    // Bread rises from the top of the opening balance; Flour falls from the top of Catering.
    expect(Math.abs(bread!.y + bread!.height - opening!.y)).toBeLessThan(1.5);
    expect(Math.abs(flour!.y - catering!.y)).toBeLessThan(1.5);
    await expect(cash.locator('.MuiChartsLegend-series').allInnerTexts()).resolves.toEqual(['Balance', 'Money in', 'Money out']);
    await page.mouse.move(flour!.x + flour!.width / 2, flour!.y + flour!.height / 2);
    const tooltip = page.locator('.MuiChartsTooltip-root').filter({ hasText: 'Flour' });
    await tooltip.waitFor();
    await expect(tooltip.locator('.MuiChartsTooltip-row').allInnerTexts()).resolves.toEqual([expect.stringMatching(/^Money out\s+−€31k$/)]);

    expect(problems.errors).toEqual([]);
  });

  test('pie: hovering an arc greys out the others through the data-faded attribute', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/pie/');

    const referrers = await chartDemo(page, 'PieCssStates');
    const arcs = referrers.locator('.MuiPieArc-root');
    const box = await arcs.first().boundingBox();
    await page.mouse.move(box!.x + box!.width * 0.75, box!.y + box!.height * 0.5);
    await referrers.locator('.MuiPieArc-root[data-faded]').first().waitFor();
    await expect(referrers.locator('.MuiPieArc-root[data-faded]').count()).resolves.toBe(4);
    // The filter eases in with the arc's transition.
    await page.waitForFunction(() => {
      const faded = document.querySelector('[id="PieCssStates"] .MuiPieArc-root[data-faded]');
      return faded !== null && getComputedStyle(faded).filter === 'grayscale(1)';
    });

    expect(problems.errors).toEqual([]);
  });
});
