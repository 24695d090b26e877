/**
 * What the Charts pages say about highlighting, the tooltip and heatmap clicks, checked on their demos in the
 * production build: each test does what the page tells the reader to do and reads what the demo then shows.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { plantRows } from '../../docs/react-charts/demos/data-grid-integration/plants';
import { expect, test } from './support/fixtures';

test.describe('Charts pages, as readers try them', () => {
  test('image export: Download PNG saves the chart as members.png', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/export/', { acceptDownloads: true });
    const section = await demo(page, 'ApiRefExportButtons');
    await section.locator('.MuiLineElement-root').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('members.png');

    // A composed chart exports the element that holds useChartRootRef(): its title and source line included.
    const composed = await demo(page, 'ComposedChartExport');
    await composed.locator('.MuiBarElement-root').first().waitFor();
    const [composedDownload] = await Promise.all([
      page.waitForEvent('download'),
      composed.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(composedDownload.suggestedFilename()).toBe('visitors-by-season.png');
    const image = await readFile(await composedDownload.path());
    // PNG width and height, big-endian at bytes 16 and 20: the whole box, title and source line included, is taller
    // than the 260 px drawing.
    const devicePixelRatio = await page.evaluate(() => window.devicePixelRatio);
    expect(image.readUInt32BE(20) / devicePixelRatio).toBeGreaterThan(300);
    expect(problems.errors).toEqual([]);
  });

  test("the quickstart's first line chart ticks whole years on a desktop-wide chart", async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/quickstart/');
    const chart = await demo(page, 'FirstLineChart');
    await chart.locator('.MuiChartsAxis-tickLabel').first().waitFor();
    // A linear axis over six years, wider than about 400 px, ticks every half year without `tickMinStep: 1`.
    expect((await chart.locator('svg.MuiChartsSurface-root').boundingBox())?.width).toBeGreaterThan(600);
    const ticks = await chart
      .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
      .evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));
    expect(ticks).toEqual(['2019', '2020', '2021', '2022', '2023', '2024']);
    expect(problems.errors).toEqual([]);
  });

  test('time axes name each tick by the day it stands on, east of Greenwich and on a phone', async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Tokyo' });
    const ticks = (section: Locator) =>
      section
        .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
        .evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));

    // A phone's axis has weekly ticks, from a Sunday in June to one in August.
    await gotoAndSettle(page, '/x/react-charts/lines/');
    const pool = await demo(page, 'PoolVisitorsTimeAxis');
    await pool.locator('.MuiChartsAxis-tickLabel').first().waitFor();
    const poolTicks = await ticks(pool);
    expect(poolTicks.at(0)).toMatch(/ Jun$/);
    expect(poolTicks.at(-1)).toMatch(/ Aug$/);

    // UTC dates on a UTC axis: on a desktop the ticks are daily, and the first is the data's first day, 3 March, in
    // Tokyo too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoAndSettle(page, '/x/react-charts/localization/');
    const airport = await demo(page, 'IntlDateFormatsChart');
    await airport.locator('.MuiChartsAxis-tickLabel').first().waitFor();
    const airportTicks = await ticks(airport);
    expect(airportTicks.at(0)).toBe('3. März');
    // Every tick names a day of the data, 3 to 16 March.
    const outsideTheData = airportTicks.filter((tick) => {
      const day = Number(/^(\d+)\. März$/.exec(tick)?.[1]);
      return !(day >= 3 && day <= 16);
    });
    expect(outsideTheData).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('controlled highlighting: arrow keys move the focus from arc to arc but leave the highlighted item alone', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/highlighting/');
    const section = await demo(page, 'ControlledHighlight');
    const status = section.getByText(/^Highlighted:/);
    await status.filter({ hasText: 'Highlighted: Apples, 34 crates' }).waitFor();

    await section.getByRole('button', { name: 'Plums', exact: true }).click();
    await status.filter({ hasText: 'Highlighted: Plums, 18 crates' }).waitFor();

    await section.locator('svg[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await section.locator('.MuiPieArc-focusIndicator').waitFor();

    await expect(status.textContent()).resolves.toBe('Highlighted: Plums, 18 crates');
    await expect(section.locator('.MuiPieArc-highlighted').count()).resolves.toBe(1);
    expect(problems.errors).toEqual([]);
  });

  test('tooltip trigger: with the tooltip off, hovering a bar still draws the axis highlight band; two charts share one tooltip', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/tooltip/');
    const section = await demo(page, 'TooltipTriggerSwitch');
    await section.getByRole('button', { name: 'none', exact: true }).click();
    const bar = section.locator('.MuiBarElement-root').first();
    await bar.waitFor();
    await bar.hover();

    await section.locator('.MuiChartsAxisHighlight-root').waitFor();
    await expect(page.locator('.MuiChartsTooltip-root').count()).resolves.toBe(0);

    // Two charts sharing the tooltip's index: hovering a bar opens the same platform's slice tooltip too, and back.
    const synced = await demo(page, 'SyncedTooltips');
    const tooltips = page.locator('.MuiChartsTooltip-root');
    await synced.locator('.MuiBarElement-root').nth(1).hover();
    await expect(tooltips).toHaveCount(2);
    await expect(tooltips.filter({ hasText: 'Crashes this week' })).toContainText('27');
    await expect(tooltips.filter({ hasText: '% of all crashes' })).toContainText('Android');
    await expect(tooltips.filter({ hasText: '% of all crashes' })).toContainText('53 % of all crashes');
    await synced.locator('.MuiPieArc-root').nth(2).hover();
    await expect(tooltips.filter({ hasText: '% of all crashes' })).toContainText('Web');
    await expect(tooltips.filter({ hasText: 'Crashes this week' })).toContainText('8');
    await page.mouse.move(0, 0);
    await expect(tooltips).toHaveCount(0);

    // A Popper of the demo's own, above the hovered column at the top of the plot, whatever the bar's height.
    const rainfall = await demo(page, 'TooltipAboveColumn');
    const bars = rainfall.locator('.MuiBarElement-root');
    const above = page.getByRole('tooltip');
    const placeFor = async (index: number) => {
      await bars.nth(index).hover();
      const bar = (await bars.nth(index).boundingBox())!;
      await above.waitFor();
      const box = (await above.boundingBox())!;
      return {
        text: await above.textContent(),
        centreOffset: Math.round(box.x + box.width / 2 - (bar.x + bar.width / 2)),
        bottom: Math.round(box.y + box.height),
        barTop: bar.y,
      };
    };
    const january = await placeFor(0);
    expect(january.text).toBe('Jan: 112 mm');
    expect(Math.abs(january.centreOffset)).toBeLessThanOrEqual(1);
    expect(january.bottom).toBeLessThanOrEqual(january.barTop);
    const july = await placeFor(6);
    expect(july.text).toBe('Jul: 22 mm');
    expect(Math.abs(july.centreOffset)).toBeLessThanOrEqual(1);
    // The same height over a short bar as over the tallest.
    expect(july.bottom).toBe(january.bottom);
    await page.mouse.move(0, 0);
    await above.waitFor({ state: 'detached' });
    expect(problems.errors).toEqual([]);
  });

  test('animation: a line drawn with useAnimate glides to the new average, and jumps with skipAnimation', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/animation/');
    const section = await demo(page, 'AnimatedAverageLine');
    const line = section.locator('[data-average-line]');
    await line.waitFor();
    /** Presses Next week and returns every transform the line had, frame by frame, until it settles. */
    const framesOfNextWeek = () =>
      line.evaluate(async (element) => {
        const seen: string[] = [];
        const button = [...document.querySelectorAll<HTMLButtonElement>('[id="AnimatedAverageLine"] button')].find(
          (candidate) => candidate.textContent === 'Next week',
        );
        button?.click();
        const until = performance.now() + 700;
        while (performance.now() < until) {
          await new Promise(requestAnimationFrame);
          const transform = element.getAttribute('transform') ?? '';
          if (seen.at(-1) !== transform) seen.push(transform);
        }
        return seen;
      });
    await section.getByText('Average 37.0').waitFor();
    const glide = await framesOfNextWeek();
    await section.getByText('Average 20.8').waitFor();
    // The line passes through heights between the old average and the new one.
    expect(glide.length).toBeGreaterThan(3);

    await section.getByRole('switch', { name: 'skipAnimation' }).check();
    const jump = await framesOfNextWeek();
    await section.getByText('Average 38.6').waitFor();
    expect(jump.length).toBeLessThanOrEqual(2);
    expect(jump.at(-1)).not.toBe(glide.at(-1));
    expect(problems.errors).toEqual([]);
  });

  test('heatmap clicks: a coloured cell is named through its dataIndex, an empty cell is not named at all', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/heatmap/');
    const section = await demo(page, 'RoomBookingClickHeatmap');
    await section.locator('.MuiHeatmap-cell').first().waitFor();
    const status = section.getByText(/^(Click a cell|An empty cell|\w+ on \w+:)/);
    await status.filter({ hasText: 'Click a cell to see its details.' }).waitFor();

    /** Clicks the cell in the column of the tick label `day` and the row of the tick label `room`. */
    const clickCell = async (day: string, room: string) => {
      const column = await section.locator('text', { hasText: new RegExp(`^${day}$`) }).boundingBox();
      const row = await section.locator('text', { hasText: new RegExp(`^${room}$`) }).boundingBox();
      expect(column).not.toBeNull();
      expect(row).not.toBeNull();
      await page.mouse.click(column!.x + column!.width / 2, row!.y + row!.height / 2);
    };

    await clickCell('Mon', 'Atlas');
    await status.filter({ hasText: 'Atlas on Mon: 34 of 40 hours booked (85%)' }).waitFor();

    await clickCell('Wed', 'Cedar');
    await status.filter({ hasText: 'An empty cell: the click names the series, not the room or the day.' }).waitFor();
    expect(problems.errors).toEqual([]);
  });

  test('a pie composed from parts shows its tooltip on the hovered slice, once it asks for the item trigger', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/hooks/use-legend/');
    const section = await demo(page, 'PieLegendShares');
    await section.locator('.MuiPieArc-root').first().waitFor();
    // Rent is half the budget: the right half of the ring, drawn clockwise from the top of a 240 × 240 surface.
    const surface = section.locator('svg.MuiChartsSurface-root').first();
    const box = await surface.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.move(box!.x + (box!.width * 205) / 240, box!.y + box!.height / 2);
    await expect(page.getByRole('tooltip').innerText()).resolves.toMatch(/Rent[\s\S]*1,?150/);
    expect(problems.errors).toEqual([]);
  });

  test("stack order: 8.29.3 draws 'descending' through the inverse order, so the smallest series ends at the bottom", async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/stacking/');
    const section = await demo(page, 'StackOrderSelect');
    await section.locator('.MuiBarElement-root').first().waitFor();
    // The series without an id are named by their place in the array: Street lights, the smallest, is the third.
    const bottomSeriesOfFirstWard = () =>
      section.locator('g[data-series]').evaluateAll((groups) => {
        const bottoms = groups.map((group) => ({
          id: group.getAttribute('data-series'),
          bottom: group.querySelector('.MuiBarElement-root')?.getBoundingClientRect().bottom ?? 0,
        }));
        return bottoms.reduce((lowest, entry) => (entry.bottom > lowest.bottom ? entry : lowest)).id;
      });
    await expect.poll(bottomSeriesOfFirstWard).toBe('auto-generated-id-2');
    expect(problems.errors).toEqual([]);
  });

  test("a chart that follows the grid: it draws the rows the grid keeps, in the grid's order, after a sort and a search", async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/data-grid-integration/');
    const section = await demo(page, 'GridDrivesChart');
    const bars = section.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
    const products = () => bars.evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));
    await bars.first().waitFor();
    await expect.poll(products).toEqual(plantRows.map((row) => row.product));

    // Units sold, ascending: the header's first click.
    await section.getByRole('columnheader', { name: 'Units sold' }).click();
    const byUnits = [...plantRows].sort((a, b) => a.unitsSold - b.unitsSold);
    await expect.poll(products).toEqual(byUnits.map((row) => row.product));

    await section.getByRole('button', { name: 'Search' }).click();
    await section.getByPlaceholder('Search…').fill('herbs');
    await expect.poll(products).toEqual(byUnits.filter((row) => row.category === 'Herbs').map((row) => row.product));
    // A focused cell changes the grid's state but not its rows: the chart keeps them.
    await section.getByRole('gridcell').first().click();
    await expect.poll(products).toEqual(byUnits.filter((row) => row.category === 'Herbs').map((row) => row.product));
    expect(problems.errors).toEqual([]);
  });

  test("bar gaps: with no gap between categories, the axis's own barGapRatio still spaces the bars of a day", async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/bars/');
    const section = await demo(page, 'BarGapRatios');
    await section.locator('.MuiBarElement-root').first().waitFor();
    // The gap between the first two series' bars of the first day, in pixels.
    const gapInFirstDay = () =>
      section.locator('g[data-series]').evaluateAll((groups) => {
        const [first, second] = groups.map((group) => group.querySelector('.MuiBarElement-root')?.getBoundingClientRect());
        return first && second ? second.left - first.right : NaN;
      });
    await section.getByRole('slider', { name: 'categoryGapRatio' }).press('Home');
    await section.getByText('categoryGapRatio: 0.00').waitFor();
    const barGap = section.getByRole('slider', { name: 'barGapRatio' });
    await barGap.press('End');
    await section.getByText('barGapRatio: 0.90').waitFor();
    await expect.poll(gapInFirstDay).toBeGreaterThan(5);
    await barGap.press('Home');
    await expect.poll(gapInFirstDay).toBeLessThan(0.5);
    expect(problems.errors).toEqual([]);
  });
});
