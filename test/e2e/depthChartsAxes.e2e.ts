/**
 * The worked examples of the Charts axis, legend, tooltip and styling pages, checked in the production build: each
 * test visits one page once and reads, as a reader would, what each new demo is there to show.
 */
import type { Locator, Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { systemTurns } from './support/settings';
import { expect, test } from './support/fixtures';

/** The texts of the tick labels of one axis, in the order the chart draws them. */
function tickLabels(axis: Locator): Promise<string[]> {
  return axis.locator('.MuiChartsAxis-tickLabel').evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));
}

/** The vertical centre of the tick label with this text, on the page. */
async function labelCentreY(axis: Locator, text: string): Promise<number> {
  const box = await axis.locator('.MuiChartsAxis-tickLabel', { hasText: new RegExp(`^${text}$`) }).boundingBox();
  expect(box).not.toBeNull();
  return box!.y + box!.height / 2;
}

/** Moves the pointer over the middle of an element of a chart, to open its tooltip. */
async function hover(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

/** Reads `read` until `accept` takes its value (the chart redraws a moment after an input), and returns it. */
async function settled<T>(page: Page, read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let frame = 0; frame < 120 && !accept(value); frame += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    value = await read();
  }
  return value;
}

test.describe('Charts axis, legend, tooltip and styling examples, as readers try them', () => {
  test('axis page: direction, d3 specifiers, unlabelled ticks, category ticks, symlog, grouped and stacked axes', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/axis/');

    // A reversed y-axis puts first place at the top.
    const reversed = await demo(page, 'ReversedAxis');
    const places = reversed.locator('.MuiChartsAxis-directionY');
    await places.locator('.MuiChartsAxis-tickLabel').first().waitFor();
    expect(await labelCentreY(places, '1')).toBeLessThan(await labelCentreY(places, '15'));

    // Initials and thousands as k on the axes; the full name and the series' count in the tooltip.
    const trams = await demo(page, 'TickFormatterContext');
    await expect(tickLabels(trams.locator('.MuiChartsAxis-directionX'))).resolves.toEqual(['HS', 'CM', 'UN', 'RP', 'OTG']);
    await expect(tickLabels(trams.locator('.MuiChartsAxis-directionY'))).resolves.toContain('8k');
    await hover(page, trams.locator('.MuiBarElement-root').nth(1));
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await tooltip.getByText('Central Market').waitFor();
    await tooltip.getByText('7,800 a day').waitFor();
    await page.mouse.move(0, 0);

    // The scale's own tickFormat writes the ticks with the chosen d3-format specifier.
    const d3 = await demo(page, 'D3TickFormat');
    const revenueAxis = d3.locator('.MuiChartsAxis-directionY');
    await expect(tickLabels(revenueAxis)).resolves.toEqual(['$0M', '$0.5M', '$1M', '$1.5M', '$2M', '$2.5M']);
    await d3.getByRole('button', { name: '$,f', exact: true }).click();
    await revenueAxis.locator('.MuiChartsAxis-tickLabel', { hasText: '$500,000' }).waitFor();
    await expect(tickLabels(revenueAxis)).resolves.toEqual(['$0', '$500,000', '$1,000,000', '$1,500,000', '$2,000,000', '$2,500,000']);

    // A tick at every hour, a label every six hours.
    const hourly = await demo(page, 'TickLabelInterval');
    const hours = hourly.locator('.MuiChartsAxis-directionX');
    await expect(tickLabels(hours)).resolves.toEqual(['00:00', '06:00', '12:00', '18:00', '00:00']);
    await expect(hours.locator('.MuiChartsAxis-tick').count()).resolves.toBe(25);

    // A point axis with a tick only on Mondays.
    const weekly = await demo(page, 'OrdinalTickInterval');
    await expect(tickLabels(weekly.locator('.MuiChartsAxis-directionX'))).resolves.toEqual([
      'Mon 3 Mar',
      'Mon 10 Mar',
      'Mon 17 Mar',
      'Mon 24 Mar',
    ]);

    // A larger symlog constant draws the quarter that lost $40 close to zero; the fixed ticks stay.
    const symlog = await demo(page, 'SymlogScale');
    const withConstantOne = (await symlog.locator('.MuiBarElement-root').nth(2).boundingBox())?.height ?? 0;
    expect(withConstantOne).toBeGreaterThan(20);
    await symlog.getByRole('button', { name: 'constant 1000' }).click();
    await page.waitForFunction((limit) => {
      const bar = document.querySelectorAll('[id="SymlogScale"] .MuiBarElement-root')[2];
      return bar !== undefined && bar.getBoundingClientRect().height < limit;
    }, withConstantOne / 5);
    await expect(tickLabels(symlog.locator('.MuiChartsAxis-directionY'))).resolves.toEqual([
      '-$10K',
      '-$1K',
      '$0',
      '$1K',
      '$10K',
      '$100K',
      '$1M',
    ]);

    // The grouped y-axis names each venue once, beside its shows.
    const grouped = await demo(page, 'GroupedYAxis');
    const venues = (await tickLabels(grouped.locator('.MuiChartsAxis-directionY'))).filter((text) =>
      ['Main hall', 'Studio', 'Garden'].includes(text),
    );
    expect(venues).toEqual(['Main hall', 'Studio', 'Garden']);

    // A narrow y-axis cuts the long titles with an ellipsis; a wide one shows them whole.
    const overflow = await demo(page, 'TickLabelOverflow');
    const titles = overflow.locator('.MuiChartsAxis-directionY');
    await expect(tickLabels(titles)).resolves.toContain('Paper Cities');
    expect((await tickLabels(titles)).filter((text) => text.endsWith('…')).length).toBeGreaterThanOrEqual(2);
    await overflow.getByRole('button', { name: 'width 260' }).click();
    await titles.locator('.MuiChartsAxis-tickLabel', { hasText: 'Steam and Steel: Railways 1830–1900' }).waitFor();
    await expect(tickLabels(titles)).resolves.toEqual([
      'Steam and Steel: Railways 1830–1900',
      'Paper Cities',
      'The Weavers of the Northern Valleys',
      'Light Studies',
      'Maps of Imagined Lands',
    ]);

    // The tick label slot draws each day with the icon of its sky: three suns, two clouds, two drops.
    const skies = (await demo(page, 'TickLabelIcons')).locator('.MuiChartsAxis-directionX');
    await expect(tickLabels(skies)).resolves.toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await expect(skies.locator('circle').count()).resolves.toBe(3);
    await expect(skies.locator('ellipse').count()).resolves.toBe(2);
    await expect(skies.locator('path').count()).resolves.toBe(2);

    // Two axes on the left: the second one outside the first, each in the colour of its line.
    const sides = await demo(page, 'AxesOnOneSide');
    const temperatureAxis = sides.locator('[data-axis-id="temperature"]');
    const pressureAxis = sides.locator('[data-axis-id="pressure"]');
    const temperatureBox = await temperatureAxis.boundingBox();
    const pressureBox = await pressureAxis.boundingBox();
    expect(pressureBox!.x + pressureBox!.width).toBeLessThanOrEqual(temperatureBox!.x + 1);
    await expect(
      pressureAxis
        .locator('.MuiChartsAxis-tickLabel')
        .first()
        .evaluate((label) => getComputedStyle(label).fill),
    ).resolves.toBe('rgb(42, 157, 143)');
    await expect(
      temperatureAxis
        .locator('.MuiChartsAxis-tickLabel')
        .first()
        .evaluate((label) => getComputedStyle(label).fill),
    ).resolves.toBe('rgb(231, 111, 81)');

    // The rotated course names fit whole in the taller x-axis: none is cut with an ellipsis.
    const courses = (await demo(page, 'AxisLabelAndSize')).locator('.MuiChartsAxis-directionX');
    await courses.locator('.MuiChartsAxis-tickLabel').first().waitFor();
    await expect(tickLabels(courses)).resolves.toContain('Spreadsheets for Small Business');
    await expect(tickLabels(courses)).resolves.toContain('Creative Writing Workshop');

    await test.step('axis page: tick spacing in pixels, calendar ticks on a band axis, styled group rows, axis drawing options and inline text styles', async () => {
      // Without tickSpacing every one of the 61 days has a tick; 80 px leaves far fewer.
      const river = await demo(page, 'PointTickSpacing');
      const riverTicks = river.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tick');
      await river.getByRole('button', { name: '0 px', exact: true }).click();
      await expect(
        settled(
          page,
          () => riverTicks.count(),
          (count) => count === 61,
        ),
      ).resolves.toBe(61);
      await river.getByRole('button', { name: '80 px' }).click();
      await expect(
        settled(
          page,
          () => riverTicks.count(),
          (count) => count < 15,
        ),
      ).resolves.toBeLessThan(15);

      // The two frequencies of the demo: a month's name on its first day, and Mondays clear of a month's start.
      const bikes = await demo(page, 'DateBandTicks');
      await expect(tickLabels(bikes.locator('.MuiChartsAxis-directionX'))).resolves.toEqual([
        'March',
        '10 Mar',
        '17 Mar',
        '24 Mar',
        'April',
        '7 Apr',
        '14 Apr',
        '21 Apr',
      ]);

      // The year row has its own bold labels and green ticks.
      const campsite = await demo(page, 'GroupedAxisStyling');
      const year = campsite.locator('[data-group-index="1"] .MuiChartsAxis-tickLabel', { hasText: '2025' });
      await expect(year.evaluate((label) => getComputedStyle(label).fontWeight)).resolves.toBe('700');
      await expect(
        campsite
          .locator('[data-group-index="1"] .MuiChartsAxis-tick')
          .first()
          .evaluate((tick) => getComputedStyle(tick).stroke),
      ).resolves.toBe('rgb(46, 125, 50)');

      // disableLine removes both axis lines and keeps the labels.
      const players = await demo(page, 'AxisRendering');
      await expect(players.locator('.MuiChartsAxis-line').count()).resolves.toBe(2);
      await players.getByRole('switch', { name: 'disableLine' }).click();
      await expect(
        settled(
          page,
          () => players.locator('.MuiChartsAxis-line').count(),
          (count) => count === 0,
        ),
      ).resolves.toBe(0);
      await expect(tickLabels(players.locator('.MuiChartsAxis-directionY'))).resolves.toContain('80');

      // tickLabelStyle sets the station names in 14 px italics.
      const gusts = await demo(page, 'AxisTextStyling');
      const harbour = gusts.locator('.MuiChartsAxis-tickLabel', { hasText: 'Harbour' });
      await expect(harbour.evaluate((label) => [getComputedStyle(label).fontStyle, getComputedStyle(label).fontSize])).resolves.toEqual([
        'italic',
        '14px',
      ]);
    });
    expect(problems.errors).toEqual([]);
  });

  test('legend page: a custom mark shape, a legend that scrolls, and a legend drawn by a component of the reader', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/legend/');

    // The legend item draws the component given as labelMarkType: a triangle path, not the default square.
    const shapes = await demo(page, 'CustomMarkShape');
    const northGym = shapes.locator('.MuiChartsLegend-root li', { hasText: 'North gym' });
    await expect(northGym.locator('.MuiChartsLabelMark-root path').getAttribute('d')).resolves.toBe('M12 2 L23 22 H1 Z');
    await expect(northGym.locator('.MuiChartsLabelMark-root rect').count()).resolves.toBe(0);

    // Fourteen sections in one column that scrolls: the last one comes into view only once the list is scrolled.
    const scrolling = await demo(page, 'ScrollableLegend');
    const list = scrolling.locator('.MuiChartsLegend-root');
    const sport = list.locator('li', { hasText: 'Sport' });
    const sportIsInsideList = () =>
      sport.evaluate((item) => {
        const listBox = item.closest('ul')!.getBoundingClientRect();
        const itemBox = item.getBoundingClientRect();
        return itemBox.top >= listBox.top && itemBox.bottom <= listBox.bottom;
      });
    await expect(list.evaluate((element) => element.scrollHeight > element.clientHeight)).resolves.toBe(true);
    // The chart (legend and pie) keeps the 260 px of its height.
    await expect(list.evaluate((element) => Math.round(element.parentElement!.getBoundingClientRect().height))).resolves.toBe(260);
    await expect(sportIsInsideList()).resolves.toBe(false);
    await list.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(sportIsInsideList()).resolves.toBe(true);

    // slots.legend replaces the default legend with numbered keys built from useLegend().
    const custom = await demo(page, 'CustomLegend');
    await expect(custom.locator('.MuiChartsLegend-root').count()).resolves.toBe(0);
    await expect(custom.locator('ul li').allTextContents()).resolves.toEqual(['1Sorting', '2Delivery', '3Reception']);

    await test.step('legend page: visibility read back, pie slices hidden one by one, a colour band clicked, colour legends in place of the legend', async () => {
      // onHiddenItemsChange reports every hidden series: showing "Pick-up point" adds its 181 orders to the total.
      const parcels = await demo(page, 'VisibleSeriesTotal');
      await parcels.getByText('Orders in the visible series: 1139').waitFor();
      await parcels.locator('.MuiChartsLegend-root').getByRole('button', { name: 'Pick-up point' }).click();
      await parcels.getByText('Orders in the visible series: 1320').waitFor();

      // "Imports" starts hidden: a dimmed legend item and no slice; a click brings its slice back.
      const island = await demo(page, 'PieLegendToggle');
      const imports = island.locator('.MuiChartsLegend-root').getByRole('button', { name: 'Imports' });
      await expect(imports.getAttribute('class')).resolves.toContain('MuiChartsLegend-hidden');
      const importsSliceWidth = () =>
        island
          .locator('.MuiPieArc-root')
          .nth(4)
          .evaluate((arc) => arc.getBoundingClientRect().width);
      await expect(importsSliceWidth()).resolves.toBeLessThan(2);
      await imports.click();
      await page.waitForFunction(() => {
        const arc = document.querySelectorAll('[id="PieLegendToggle"] .MuiPieArc-root')[4];
        return arc !== undefined && arc.getBoundingClientRect().width > 10;
      });
      await expect(imports.getAttribute('class')).resolves.not.toContain('MuiChartsLegend-hidden');

      // A click on a band of the piecewise legend lists the days whose rainfall falls in it.
      const rain = await demo(page, 'PiecewiseLegendClick');
      await rain.getByRole('button', { name: 'Heavy' }).click();
      await rain.getByText('Heavy days: 4 Oct, 9 Oct, 13 Oct').waitFor();
      await rain.getByRole('button', { name: 'Dry' }).click();
      await rain.getByText('Dry days: 1 Oct, 6 Oct, 7 Oct, 11 Oct').waitFor();

      // A continuous colour legend takes the place of the series legend and reads the z-axis.
      const cars = await demo(page, 'ScatterColorLegend');
      await expect(cars.locator('.MuiContinuousColorLegend-gradient').count()).resolves.toBe(1);
      await expect(cars.getByText('Hatchbacks').count()).resolves.toBe(0);
      await expect(cars.locator('.MuiContinuousColorLegend-root').innerText()).resolves.toMatch(/New[\s\S]*160k km driven/);

      // Upright, the maximum sits above the minimum; 'extremes' puts the labels above and below the gradient.
      const sea = await demo(page, 'ColorLegendLayout');
      const scale = sea.locator('.MuiContinuousColorLegend-root');
      const top = (text: string) => scale.getByText(text).evaluate((label) => label.getBoundingClientRect().top);
      expect(await top('25 °C')).toBeLessThan(await top('10 °C'));
      await sea.getByRole('button', { name: 'extremes' }).click();
      await page.waitForFunction(() =>
        document
          .querySelector('[id="ColorLegendLayout"] .MuiContinuousColorLegend-root')
          ?.classList.contains('MuiContinuousColorLegend-extremes'),
      );
      const gradientTop = await scale
        .locator('.MuiContinuousColorLegend-gradient')
        .evaluate((gradient) => gradient.getBoundingClientRect().top);
      expect(await top('25 °C')).toBeLessThan(gradientTop);
    });
    expect(problems.errors).toEqual([]);
  });

  test('tooltip page: labels by location, hidden heading and rows, and a styled tooltip', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/tooltip/');
    const tooltip = page.locator('.MuiChartsTooltip-root');

    // The legend says "Line 2", the tooltip adds the route.
    const trams = await demo(page, 'TooltipLabelByLocation');
    await expect(trams.locator('.MuiChartsLegend-root').textContent()).resolves.toBe('Line 2Line 5Line 9');
    await hover(page, trams.locator('.MuiBarElement-root').first());
    await tooltip.getByText('Line 2: Station – Campus').waitFor();

    // The Goal row stays out until its switch is on; the day heading goes with its switch.
    const steps = await demo(page, 'HiddenTooltipValues');
    const firstMark = steps.locator('.MuiMarkElement-root').first();
    await hover(page, firstMark);
    await tooltip.locator('caption', { hasText: 'Mon' }).waitFor();
    await expect(tooltip.getByText('Goal').count()).resolves.toBe(0);
    await steps.getByRole('switch', { name: 'Day in the tooltip' }).click();
    await steps.getByRole('switch', { name: 'Goal in the tooltip' }).click();
    await hover(page, firstMark);
    await tooltip.getByText('10,000').waitFor();
    await expect(tooltip.getByText('Goal').count()).resolves.toBe(1);
    await expect(tooltip.locator('caption').count()).resolves.toBe(0);

    // slotProps.tooltip.sx reaches the tooltip, which opens outside the chart.
    const styled = await demo(page, 'StyledTooltip');
    await hover(page, styled.locator('.MuiMarkElement-root').first());
    const valueCell = tooltip.locator('.MuiChartsTooltip-valueCell').first();
    await valueCell.waitFor();
    const valueStyle = await valueCell.evaluate((cell) => ({
      weight: getComputedStyle(cell).fontWeight,
      sameColourAsOutline: getComputedStyle(cell).color === getComputedStyle(cell.closest('.MuiChartsTooltip-paper')!).borderTopColor,
    }));
    expect(valueStyle).toEqual({ weight: '700', sameColourAsOutline: true });
    await expect(
      tooltip
        .locator('.MuiChartsTooltip-labelCell')
        .first()
        .evaluate((cell) => getComputedStyle(cell).fontStyle),
    ).resolves.toBe('italic');

    expect(problems.errors).toEqual([]);
  });

  test('styling page: a palette that follows the colour mode, colour of each bar from its value, and the loading and empty messages', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/styling/');

    // The harbour palette gives deeper colours on a light page and lighter ones once the system turns dark.
    const palettes = await demo(page, 'PalettePicker');
    const firstBar = palettes.locator('.MuiBarElement-root').first();
    const firstBarFill = () => firstBar.evaluate((element) => getComputedStyle(element).fill);
    await expect(firstBarFill()).resolves.toBe('rgb(0, 105, 92)');
    await systemTurns(page, 'dark');
    await expect.poll(firstBarFill).toBe('rgb(128, 203, 196)');
    await systemTurns(page, 'light');

    // colorGetter paints the losses red and the profits green; the legend keeps the series colour.
    const result = await demo(page, 'ColorByValueCallback');
    const bars = result.locator('.MuiBarElement-root');
    const fill = (bar: Locator) => bar.evaluate((element) => getComputedStyle(element).fill);
    await expect(fill(bars.nth(0))).resolves.toBe('rgb(198, 40, 40)');
    await expect(fill(bars.nth(3))).resolves.toBe('rgb(46, 125, 50)');
    await expect(
      result.locator('.MuiChartsLegend-root .MuiChartsLabelMark-root rect').evaluate((mark) => getComputedStyle(mark).fill),
    ).resolves.toBe('rgb(46, 125, 50)');

    // The overlays say what the localeText keys say.
    const overlays = await demo(page, 'ChartOverlays');
    await overlays.getByRole('button', { name: 'Loading' }).click();
    await overlays.getByText('Fetching the figures…').waitFor();
    await overlays.getByRole('button', { name: 'Empty' }).click();
    await overlays.getByText('No new customers this quarter').waitFor();
    await expect(overlays.locator('.MuiBarElement-root').count()).resolves.toBe(0);
    await overlays.getByRole('button', { name: 'Loaded' }).click();
    await overlays.locator('.MuiBarElement-root').nth(3).waitFor();

    await test.step('styling page: a no-data overlay of the reader, drawn over the axes until the counts arrive', async () => {
      const garden = await demo(page, 'CustomNoDataOverlay');
      await garden.getByText('No counts yet').waitFor();
      await expect(tickLabels(garden.locator('.MuiChartsAxis-directionX'))).resolves.toEqual([
        '06:00',
        '08:00',
        '10:00',
        '12:00',
        '14:00',
        '16:00',
        '18:00',
      ]);
      await garden.getByRole('switch', { name: 'Counter has reported' }).click();
      await garden.locator('.MuiBarElement-root').nth(6).waitFor();
      await expect(garden.getByText('No counts yet').count()).resolves.toBe(0);
    });

    await test.step('styling page: one theme gives both charts their axis style and vertical legends', async () => {
      const themed = await demo(page, 'ThemedChartDefaults');
      await themed.locator('.MuiLineElement-root').first().waitFor();
      const lines = themed.locator('.MuiChartsAxis-line');
      await expect(lines.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).display))).resolves.toEqual([
        'none',
        'none',
        'none',
        'none',
      ]);
      const legends = themed.locator('.MuiChartsLegend-root');
      await expect(legends.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).flexDirection))).resolves.toEqual([
        'column',
        'column',
      ]);
      // The page's other charts keep their axis lines.
      await expect(
        result
          .locator('.MuiChartsAxis-line')
          .first()
          .evaluate((element) => getComputedStyle(element).display),
      ).resolves.not.toBe('none');
    });
    expect(problems.errors).toEqual([]);
  });
  test('composition page: one pair of series drawn as bars or lines, in the same colours', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/composition/');
    const weeks = await demo(page, 'SwitchSeriesType');
    const bars = weeks.locator('.MuiBarElement-root');
    const lines = weeks.locator('.MuiLineElement-root');
    await expect(bars).toHaveCount(14);
    await expect(lines).toHaveCount(0);
    const fillOf = (bar: Locator) => bar.evaluate((element) => getComputedStyle(element).fill);
    const barColours = [await fillOf(bars.nth(0)), await fillOf(bars.nth(7))];

    await weeks.getByRole('button', { name: 'Lines' }).click();
    await expect(lines).toHaveCount(2);
    await expect(bars).toHaveCount(0);
    await expect(lines.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).stroke))).resolves.toEqual(barColours);

    await weeks.getByRole('button', { name: 'Bars' }).click();
    await expect(bars).toHaveCount(14);
    expect(problems.errors).toEqual([]);
  });
});
