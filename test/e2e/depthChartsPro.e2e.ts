/**
 * The worked examples of the Pro charts pages (zoom and pan, funnel, Sankey), checked in the production build: each
 * test opens one page and does what its demos tell the reader to try, then reads what the demo shows.
 */
import type { Locator, Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { expect, test } from './support/fixtures';

const X_TICK_LABEL = '.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel';
const Y_TICK_LABEL = '.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel';

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

/** The left edge of each locator, in page pixels, in the order given. */
async function lefts(locators: Locator[]): Promise<number[]> {
  return Promise.all(
    locators.map(async (locator) => {
      const box = await locator.boundingBox();
      expect(box).not.toBeNull();
      return box!.x;
    }),
  );
}

/** The share of its axis that a zoom slider's selected part covers, from 0 to 1. */
async function sliderSpan(section: Locator): Promise<number> {
  const [track, active] = await Promise.all([
    section.locator('.MuiChartAxisZoomSliderTrack-background').boundingBox(),
    section.locator('.MuiChartAxisZoomSliderTrack-active').boundingBox(),
  ]);
  return active!.width / track!.width;
}

/** Waits until the browser has painted twice: the zoom applies wheel events once per animation frame. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('Pro charts pages, as readers try their worked examples', () => {
  test('zoom and pan: the slider names full dates, previews the year, and buttons move the view a week at a time', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/zoom-and-pan/');

    // The strict x-axis makes 0 to 25 % the first quarter of the year: days 1 to 92, not 0 to 100 of a rounded axis.
    const visits = await demo(page, 'ZoomableDailyLine');
    await visits.locator(X_TICK_LABEL).first().waitFor();
    const visitDays = (await xTickLabels(visits)).map(Number);
    expect(Math.min(...visitDays)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...visitDays)).toBeLessThanOrEqual(92);

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

    const heating = await demo(page, 'HeatingFilterModeLine');
    const yTicks = () => heating.locator(Y_TICK_LABEL).allTextContents();
    await heating.locator(Y_TICK_LABEL).first().waitFor();
    // Discard: the y-axis fits the summer, a few kWh a day.
    expect(Math.max(...(await yTicks()).map(Number))).toBeLessThanOrEqual(20);
    await heating.getByRole('button', { name: 'keep' }).click();
    // Keep: the y-axis goes back up to the winter peak.
    await heating.locator(Y_TICK_LABEL, { hasText: /^80$/ }).waitFor();

    const library = await demo(page, 'LibraryBranchesYAxisZoom');
    await library.locator('.MuiBarElement-root').first().waitFor();
    // The ten busiest branches, and not the label of the first hidden one.
    await expect(library.locator(Y_TICK_LABEL).allTextContents()).resolves.toEqual([
      'Central',
      'Riverside',
      'Old Town',
      'Harbour',
      'University',
      'Northgate',
      'Parkview',
      'Hillside',
      'Station',
      'Market',
    ]);
    await library.locator('[data-charts-zoom-slider] .MuiChartAxisZoomSliderTrack-active').waitFor();

    await test.step('zoom and pan, limits and scatter preview: the view stays between a week and a month, and the preview shows every sighting', async () => {
      const ferry = await demo(page, 'FerrySpanLimits');
      await ferry.locator('.MuiBarElement-root').first().waitFor();
      // It opens on the last two weeks of the 120 days.
      await expect(xTickLabels(ferry)).resolves.toContain('28 Jun');
      expect(await sliderSpan(ferry)).toBeCloseTo(0.125, 1);
      const xAxis = (await ferry.locator('.MuiChartsAxis-directionX').boundingBox())!;
      await page.mouse.move(xAxis.x + xAxis.width / 2, xAxis.y - 100);
      for (let notch = 0; notch < 10; notch += 1) {
        await page.mouse.wheel(0, 1000);
        await nextFrames(page);
      }
      // Zoomed out as far as maxSpan allows: a month at most.
      const zoomedOut = await sliderSpan(ferry);
      expect(zoomedOut).toBeGreaterThan(0.2);
      expect(zoomedOut).toBeLessThanOrEqual(0.255);
      for (let notch = 0; notch < 10; notch += 1) {
        await page.mouse.wheel(0, -1000);
        await nextFrames(page);
      }
      // Zoomed in as far as minSpan allows: about a week, never less than 6% of the axis.
      const zoomedIn = await sliderSpan(ferry);
      expect(zoomedIn).toBeLessThan(0.1);
      expect(zoomedIn).toBeGreaterThanOrEqual(0.055);

      const birds = await demo(page, 'BirdSightingsScatterPreview');
      const previewMarkers = birds.locator('[data-charts-zoom-slider] [data-series]').first().locator('> *');
      await previewMarkers.first().waitFor();
      // All 80 sightings are in the preview, each marker a few pixels wide rather than a 1 px dot.
      await expect(previewMarkers.count()).resolves.toBe(80);
      const marker = (await previewMarkers.first().boundingBox())!;
      expect(marker.width).toBeGreaterThanOrEqual(4);
      const dayTicks = await xTickLabels(birds);
      expect(dayTicks.length).toBeGreaterThan(1);
      for (const tick of dayTicks) {
        expect(tick).toMatch(/^\d+$/);
      }
    });
    expect(problems.errors).toEqual([]);
  });

  test('toolbar: each zoom out moves the view’s ends out by a twentieth of its span, then halves what is hidden, and greys out after 57 clicks', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/toolbar/');
    const river = await demo(page, 'ZoomAndExportToolbar');
    const zoomOut = river.getByRole('button', { name: 'Zoom out' });
    /** How far the line's first day lies before the drawing area's left edge, in pixels (negative: inside it). */
    const hiddenWidth = () =>
      river.evaluate((section) => {
        const axisLine = section.querySelector('.MuiChartsAxis-directionX line.MuiChartsAxis-line');
        const firstX = Number(/^M\s*(-?[\d.]+)/.exec(section.querySelector('.MuiLineElement-root')?.getAttribute('d') ?? '')?.[1]);
        return Number(axisLine?.getAttribute('x1')) - firstX;
      });
    await river.locator('.MuiLineElement-root').waitFor();
    const before = await hiddenWidth();
    expect(before).toBeGreaterThan(0);

    await zoomOut.click();
    // 35 % of the axis hidden becomes 31.75 %: the line moves in by about a seventh of its overhang, not a half.
    await expect.poll(async () => (await hiddenWidth()) / before).toBeGreaterThan(0.8);
    expect((await hiddenWidth()) / before).toBeLessThan(0.9);

    let clicks = 1;
    while (clicks < 8) {
      await zoomOut.click();
      clicks += 1;
    }
    await expect.poll(hiddenWidth).toBeGreaterThan(0);
    await zoomOut.click();
    clicks += 1;
    await expect.poll(hiddenWidth).toBeLessThanOrEqual(0);

    while (await zoomOut.isEnabled()) {
      await zoomOut.click();
      clicks += 1;
      expect(clicks).toBeLessThanOrEqual(57);
    }
    expect(clicks).toBe(57);
    expect(problems.errors).toEqual([]);
  });

  test('funnel: a linear category axis sizes the sections, two funnels share a chart, and hovering fades the other steps', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/funnel/');

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
    await page.mouse.move(0, 0);

    const museum = await demo(page, 'MuseumTicketClickFunnel');
    await museum.getByText('Click a section to read its step.', { exact: true }).waitFor();
    await museum.locator('path.MuiFunnelSection-data-index-1').click();
    await museum.getByText('Picked a time slot: 3,100 visitors, 37% of those who opened the shop', { exact: true }).waitFor();

    const onboarding = await demo(page, 'AppOnboardingPaletteFunnel');
    const stepFills = await onboarding
      .locator('.MuiFunnelChart-section')
      .evaluateAll((paths) => paths.map((path) => path.getAttribute('fill')));
    // The palette, darkest green first, gives each step its colour in order.
    expect(stepFills).toEqual(['#359F6D', '#31B375', '#54C690', '#8FD8B5', '#B2E2CB']);

    const sales = await demo(page, 'SalesTargetCssFunnel');
    const styles = (series: string) =>
      sales
        .locator(`g[data-series="${series}"] .MuiFunnelChart-section`)
        .first()
        .evaluate((path) => [getComputedStyle(path).fill, getComputedStyle(path).strokeDasharray]);
    await expect(styles('target')).resolves.toEqual(['rgba(0, 0, 0, 0)', '6px, 4px']);
    await expect(styles('reached')).resolves.toEqual(['rgb(25, 118, 210)', 'none']);

    await test.step('funnel, legend, shapes and labels: a legend click highlights its step, a gap splits the sections, and thin sections put their label below', async () => {
      const donations = await demo(page, 'DonationLegendFunnel');
      await donations.getByText('Click a legend entry or hover a section.').waitFor();
      await donations.getByRole('button', { name: 'Donated' }).click();
      await donations.getByText('Donated: 1,500 visitors').waitFor();
      const sections = donations.locator('.MuiFunnelChart-section');
      await expect(sections.nth(3).getAttribute('data-highlighted')).resolves.toBe('true');
      await expect(donations.locator('.MuiFunnelChart-section[data-faded]').count()).resolves.toBe(3);

      const trials = await demo(page, 'TrialShapeExplorer');
      const trialSections = trials.locator('.MuiFunnelChart-section');
      await trialSections.first().waitFor();
      const touching = await Promise.all([trialSections.nth(0).boundingBox(), trialSections.nth(1).boundingBox()]);
      expect(Math.abs(touching[1]!.y - (touching[0]!.y + touching[0]!.height))).toBeLessThan(1);
      await trials.getByRole('slider', { name: /^Gap/ }).focus();
      await page.keyboard.press('End');
      await trials.getByText('Gap: 12 px').waitFor();
      await page.waitForFunction(() => {
        const [first, second] = [...document.querySelectorAll('#TrialShapeExplorer .MuiFunnelChart-section')].map((section) =>
          section.getBoundingClientRect(),
        );
        return second!.top - first!.bottom > 8;
      });

      const leads = await demo(page, 'LeadSectionLabels');
      const leadSections = leads.locator('.MuiFunnelChart-section');
      await leadSections.first().waitFor();
      const labelOf = (text: string) => leads.locator('.MuiFunnelChart-sectionLabel', { hasText: new RegExp(`^${text}$`) });
      const [wide, wideLabel, thin, thinLabel] = await Promise.all([
        leadSections.nth(0).boundingBox(),
        labelOf('2,400').boundingBox(),
        leadSections.nth(2).boundingBox(),
        labelOf('160').boundingBox(),
      ]);
      // The first step's label sits inside its section; the thin third step writes its value under it.
      expect(wideLabel!.y).toBeGreaterThan(wide!.y);
      expect(wideLabel!.y + wideLabel!.height).toBeLessThan(wide!.y + wide!.height);
      expect(thinLabel!.y).toBeGreaterThanOrEqual(thin!.y + thin!.height);
      await expect(labelOf('160').evaluate((label) => getComputedStyle(label).fontWeight)).resolves.toBe('700');
    });
    expect(problems.errors).toEqual([]);
  });

  test('Sankey: the sort option orders each column, and the highlight follows both the buttons and the pointer', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/sankey/');

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
    await page.mouse.move(0, 0);

    const roastery = await demo(page, 'CoffeeRoasteryCssSankey');
    const lossBand = roastery.locator('[data-link-target="loss"]');
    await lossBand.waitFor();
    await expect(lossBand.evaluate((path) => getComputedStyle(path).fill)).resolves.toBe('rgb(158, 158, 158)');
    const cafesBand = roastery.locator('[data-link-target="cafes"]');
    // Only the band under the pointer gets an outline.
    await expect(cafesBand.evaluate((path) => getComputedStyle(path).stroke)).resolves.toBe('none');
    await cafesBand.hover();
    await roastery.locator('[data-link-target="cafes"][data-highlighted]').waitFor();
    await expect(cafesBand.evaluate((path) => getComputedStyle(path).stroke)).resolves.not.toBe('none');
    await page.mouse.move(0, 0);

    const recycling = await demo(page, 'RecyclingLayoutSummary');
    const destinations = recycling.getByRole('list', { name: 'Where the material goes' }).getByRole('listitem');
    await expect(destinations.allTextContents()).resolves.toEqual([
      'Paper mill62 t, 44%',
      'Glass works41 t, 29%',
      'Metal smelter18 t, 13%',
      'Rejected19 t, 14%',
    ]);
    await expect(recycling.locator('g[data-node]').count()).resolves.toBe(7);
    // The tooltip, added as a part of its own, names the hovered band.
    await recycling.locator('[data-link-target="glass"]').hover();
    const bandTooltip = page.locator('.MuiChartsTooltip-root').filter({ hasText: 'Sorting plant → Glass works' });
    await bandTooltip.waitFor();
    await expect(bandTooltip.textContent()).resolves.toContain('41');

    await test.step('Sankey, layout and bands: alignment moves the early and late nodes, the node width follows its slider, and band order follows the sort', async () => {
      const cohort = await demo(page, 'CohortNodeAlignment');
      const node = (id: string) => cohort.locator(`g[data-node="${id}"]`);
      await node('leftYear1').waitFor();
      const [leftYear1, graduated] = await lefts([node('leftYear1'), node('graduated')]);
      // Justified: the students who left after a year end in the last column, with the graduates.
      expect(Math.abs(leftYear1! - graduated!)).toBeLessThan(1);
      await cohort.getByRole('button', { name: 'left', exact: true }).click();
      await page.waitForFunction(() => {
        const left = (id: string) => document.querySelector(`#CohortNodeAlignment g[data-node="${id}"]`)!.getBoundingClientRect().left;
        return Math.abs(left('leftYear1') - left('year2')) < 1;
      });
      await cohort.getByRole('button', { name: 'right', exact: true }).click();
      // Aligned right, the transfer students start one column before year 2, beside year 1.
      await page.waitForFunction(() => {
        const left = (id: string) => document.querySelector(`#CohortNodeAlignment g[data-node="${id}"]`)!.getBoundingClientRect().left;
        return Math.abs(left('transfers') - left('year1')) < 1 && left('transfers') > left('admitted');
      });

      const water = await demo(page, 'WaterSupplyStyling');
      const reservoir = water.locator('g[data-node="Reservoir"] rect');
      await reservoir.waitFor();
      expect((await reservoir.boundingBox())!.width).toBeCloseTo(15, 0);
      await water.getByRole('slider', { name: /^Node width/ }).focus();
      await page.keyboard.press('End');
      await water.getByText('Node width: 40 px').waitFor();
      await page.waitForFunction(
        () =>
          Math.abs(document.querySelector('#WaterSupplyStyling g[data-node="Reservoir"] rect')!.getBoundingClientRect().width - 40) < 0.5,
      );

      const depots = await demo(page, 'DepotLinkSorting');
      const bandTop = (target: string) =>
        `document.querySelector('#DepotLinkSorting [data-link-source="north"][data-link-target="${target}"]').getBoundingClientRect().top`;
      await depots.locator('[data-link-source="north"]').first().waitFor();
      const [north, airportBand] = await tops([
        depots.locator('g[data-node="north"]'),
        depots.locator('[data-link-source="north"][data-link-target="airport"]'),
      ]);
      // Fixed: the first link of the list, to the airport at the bottom, leaves from the top of the depot.
      expect(Math.abs(airportBand! - north!)).toBeLessThan(1);
      await depots.getByRole('button', { name: 'auto' }).click();
      // Sorted by the position of their targets, the airport band leaves last, under the harbour band.
      await page.waitForFunction(`${bandTop('airport')} > ${bandTop('harbour')} + 20`);
    });
    expect(problems.errors).toEqual([]);
  });

  test('heatmap: hovering fades every other cell, and custom tiles write their value and keep the tooltip', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/heatmap/');

    const bikes = await demo(page, 'BikeShareHighlightHeatmap');
    const cells = bikes.locator('.MuiHeatmap-cell');
    await cells.first().waitFor();
    // Stadium (row 5) from 18 to 21 h (column 5): data index 4 * 6 + 4.
    await cells.nth(28).hover();
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await tooltip.filter({ hasText: 'Stadium' }).waitFor();
    await expect(tooltip.textContent()).resolves.toContain('80');
    await expect(bikes.locator('.MuiHeatmap-cell.Charts-highlighted').count()).resolves.toBe(1);
    await expect(bikes.locator('.MuiHeatmap-cell.Charts-faded').count()).resolves.toBe(29);
    await expect(cells.nth(0).evaluate((cell) => getComputedStyle(cell).opacity)).resolves.toBe('0.35');

    const clinic = await demo(page, 'ClinicWaitCustomCell');
    const tiles = clinic.locator('.MuiHeatmap-cell');
    await tiles.first().waitFor();
    await expect(tiles.count()).resolves.toBe(20);
    await expect(tiles.first().getAttribute('rx')).resolves.toBe('6');
    await clinic.locator('text', { hasText: /^52$/ }).waitFor();
    // Friday evening, data index 4 * 4 + 3: the pointer lands on its number, and the tile's tooltip opens.
    await tiles.nth(19).hover();
    await tooltip.filter({ hasText: '52 min' }).waitFor();
    await expect(tooltip.textContent()).resolves.toContain('Fri');

    expect(problems.errors).toEqual([]);
  });
});
