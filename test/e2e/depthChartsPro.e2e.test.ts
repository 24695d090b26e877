/**
 * The worked examples of the Pro charts pages (zoom and pan, funnel, Sankey), checked in the production build: each
 * test opens one page and does what its demos tell the reader to try, then reads what the demo shows.
 */
import type { Locator } from 'playwright-core';
import { gotoAndSettle, launchSharedBrowser, openPage } from './support/browser';
import { demo } from './support/demo';

const browser = launchSharedBrowser();

const X_TICK_LABEL = '.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel';

/** The top edge of each locator, in page pixels, in the order given. */
async function tops(locators: Locator[]): Promise<number[]> {
  return Promise.all(
    locators.map(async (locator) => {
      const box = await locator.boundingBox();
      expect(box).not.toBeNull();
      return box!.y;
    }),
  );
}

/** The texts of the tick labels of a chart's x-axis. */
async function xTickLabels(section: Locator): Promise<string[]> {
  return section.locator(X_TICK_LABEL).allTextContents();
}

describe('Pro charts pages, as readers try their worked examples', () => {
  it('zoom and pan: the slider names full dates, previews the year, and buttons move the view a week at a time', async () => {
    const { page, problems } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-charts/zoom-and-pan/');

    const reservoir = await demo(page, 'ReservoirLevelSliderTooltip');
    const ticks = await xTickLabels(reservoir);
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) {
      expect(tick).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/);
    }
    await reservoir.locator('[data-charts-zoom-slider] .MuiChartAxisZoomSliderTrack-active').hover();
    const sliderTooltips = page.getByRole('tooltip');
    await sliderTooltips.nth(1).waitFor();
    await expect(sliderTooltips.allTextContents()).resolves.toEqual(['Tue 27 May 2025', 'Fri 8 Aug 2025']);

    const rainfall = await demo(page, 'RainfallSliderPreview');
    await rainfall.locator('.MuiBarElement-root').first().waitFor();
    // The x-axis is tall enough for both its label and the day numbers.
    const rainDays = await xTickLabels(rainfall);
    expect(rainDays.length).toBeGreaterThan(1);
    for (const day of rainDays) {
      expect(day).toMatch(/^\d+$/);
    }
    // The preview draws the bars of the whole year inside the slider; a plain slider holds a handful of shapes.
    await expect(rainfall.locator('[data-charts-zoom-slider] rect').count()).resolves.toBeGreaterThan(200);

    const bakery = await demo(page, 'BakeryComposedZoom');
    await bakery.locator('[data-charts-zoom-slider]').waitFor();
    const bakeryDays = (await xTickLabels(bakery)).map(Number);
    // The composed chart opens on the first third of its 92 days, and the slider is drawn by ChartsZoomSlider.
    expect(Math.min(...bakeryDays)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...bakeryDays)).toBeLessThanOrEqual(31);

    const cycling = await demo(page, 'WeekStepperApiRef');
    await cycling.locator('.MuiBarElement-root').first().waitFor();
    await expect(xTickLabels(cycling)).resolves.toEqual(['6 Jan', '7 Jan', '8 Jan', '9 Jan', '10 Jan', '11 Jan', '12 Jan']);
    await cycling.getByRole('button', { name: 'Next week' }).click();
    await cycling.locator(X_TICK_LABEL, { hasText: /^13 Jan$/ }).waitFor();
    await expect(xTickLabels(cycling)).resolves.toEqual(['13 Jan', '14 Jan', '15 Jan', '16 Jan', '17 Jan', '18 Jan', '19 Jan']);
    // The first week is the limit: a second step back stays on it.
    await cycling.getByRole('button', { name: 'Previous week' }).click();
    await cycling.getByRole('button', { name: 'Previous week' }).click();
    await cycling.locator(X_TICK_LABEL, { hasText: /^6 Jan$/ }).waitFor();
    await expect(xTickLabels(cycling)).resolves.toEqual(['6 Jan', '7 Jan', '8 Jan', '9 Jan', '10 Jan', '11 Jan', '12 Jan']);

    const servers = await demo(page, 'ServerLoadHeatmapZoom');
    await servers.locator('.MuiHeatmap-cell').first().waitFor();
    // The heatmap opens on the whole week: zooming out is not possible yet.
    await expect(servers.getByRole('button', { name: 'Zoom out' }).isDisabled()).resolves.toBe(true);
    await expect(xTickLabels(servers)).resolves.toContain('Mon 00:00');
    for (let press = 0; press < 3; press += 1) {
      await servers.getByRole('button', { name: 'Zoom in' }).click();
    }
    await servers.locator(X_TICK_LABEL, { hasText: /^Mon 00:00$/ }).waitFor({ state: 'detached' });
    await expect(servers.getByRole('button', { name: 'Zoom out' }).isEnabled()).resolves.toBe(true);

    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('funnel: a linear category axis sizes the sections, two funnels share a chart, and hovering fades the other steps', async () => {
    const { page, problems } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-charts/funnel/');

    const tickets = await demo(page, 'SupportTicketScaledFunnel');
    const opened = tickets.locator('path.MuiFunnelSection-data-index-0');
    const engineering = tickets.locator('path.MuiFunnelSection-data-index-3');
    await opened.waitFor();
    const [openedBox, engineeringBox] = await Promise.all([opened.boundingBox(), engineering.boundingBox()]);
    // 1,200 opened tickets against 60 escalated ones: the first section is 20 times as tall as the last.
    expect(openedBox!.height / engineeringBox!.height).toBeGreaterThan(15);
    expect(openedBox!.height / engineeringBox!.height).toBeLessThan(25);
    await tickets.getByText('Specialist', { exact: true }).waitFor();

    const course = await demo(page, 'CourseTrackFunnels');
    await expect(course.locator('.MuiChartsLegend-root li').allTextContents()).resolves.toEqual(['All learners', 'Certificate track']);
    // The certificate track is the second series, drawn over the first one.
    const innerLastStep = course.locator('path.MuiFunnelSection-data-index-3').nth(1);
    await innerLastStep.hover();
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await tooltip.filter({ hasText: 'Passed the exam (certificate track)' }).waitFor();
    await expect(tooltip.textContent()).resolves.toContain('520');

    const orders = await demo(page, 'OrderHighlightFunnel');
    const shipped = orders.locator('path.MuiFunnelSection-data-index-2');
    await shipped.hover();
    await orders.locator('.MuiFunnelSection-root[data-highlighted]').waitFor();
    await expect(shipped.getAttribute('data-highlighted')).resolves.toBe('true');
    await expect(orders.locator('.MuiFunnelSection-root[data-faded]').count()).resolves.toBe(4);

    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('Sankey: the sort option orders each column, and the highlight follows both the buttons and the pointer', async () => {
    const { page, problems } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-charts/sankey/');

    const charity = await demo(page, 'CharityNodeSorting');
    const sources = ['events', 'companies', 'grants', 'donors'].map((id) => charity.locator(`g[data-node="${id}"]`));
    await sources[0]!.waitFor();
    const listed = await tops(sources);
    expect([...listed].sort((a, b) => a - b)).toEqual(listed);
    await charity.getByRole('button', { name: 'Largest first' }).click();
    // Donors (310) on top, then grants (180), companies (95) and events (40): the listed order turned over.
    await page.waitForFunction(() => {
      const top = (id: string) => document.querySelector(`#CharityNodeSorting g[data-node="${id}"]`)!.getBoundingClientRect().top;
      return top('donors') < top('grants') && top('grants') < top('companies') && top('companies') < top('events');
    });

    const coffee = await demo(page, 'ExportLayoutIterations');
    const countries = ['ethiopia', 'kenya', 'colombia', 'brazil', 'vietnam'].map((id) => coffee.locator(`g[data-node="${id}"]`));
    await countries[0]!.waitFor();
    await coffee.getByText('Layout passes: 0').waitFor();
    // Without a pass, the countries are stacked in the order they are listed.
    const stacked = await tops(countries);
    expect([...stacked].sort((a, b) => a - b)).toEqual(stacked);
    await coffee.getByRole('slider').focus();
    await page.keyboard.press('End');
    await coffee.getByText('Layout passes: 12').waitFor();
    // Relaxed, Vietnam climbs to the top beside Osaka, and Colombia goes to the bottom beside Boston.
    await page.waitForFunction(() => {
      const top = (id: string) => document.querySelector(`#ExportLayoutIterations g[data-node="${id}"]`)!.getBoundingClientRect().top;
      return ['ethiopia', 'kenya', 'brazil', 'colombia'].every((id) => top('vietnam') < top(id) && top(id) <= top('colombia'));
    });

    const commute = await demo(page, 'CommuteControlledHighlight');
    const status = commute.getByText(/^(Highlighted: |Nothing highlighted)/);
    await status.filter({ hasText: 'Highlighted: Train' }).waitFor();
    const highlightedLinks = commute.locator('[data-link-source][data-highlighted]');
    await expect(highlightedLinks.count()).resolves.toBe(3);

    const modeButtons = commute.getByRole('group', { name: 'Way of transport to highlight' });
    await modeButtons.getByRole('button', { name: 'Bike', exact: true }).click();
    await status.filter({ hasText: 'Highlighted: Bike' }).waitFor();
    await expect(highlightedLinks.count()).resolves.toBe(4);
    await expect(modeButtons.getByRole('button', { pressed: true }).allTextContents()).resolves.toEqual(['Bike']);

    await commute.locator('g[data-node="port"]').hover();
    await status.filter({ hasText: 'Highlighted: Port' }).waitFor();
    // Port is not a way of transport: no button of the group stays pressed.
    await expect(modeButtons.getByRole('button', { pressed: true }).count()).resolves.toBe(0);

    expect(problems.errors).toEqual([]);
    await page.context().close();
  });
});
