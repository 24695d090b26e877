/**
 * What the Charts hooks pages and the Gantt page say about their demos, checked in the production build: each test looks at the demo
 * the way the page describes it and measures what the reader sees.
 */
import type { Locator } from '@playwright/test';
import { textContrast } from './support/contrast';
import { demo } from './support/demo';
import { systemTurns } from './support/settings';
import { expect, test } from './support/fixtures';

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test.describe('Charts hooks and Gantt pages, as readers see them', () => {
  test('useDrawingArea: the pie legend sits beside the SVG, and the centre label stays in the middle of the donut', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/hooks/use-drawing-area/');
    const section = await demo(page, 'DonutCentreLabel');
    const label = section.locator('text', { hasText: 'tickets this week' });
    await label.waitFor();

    const svg = await boxOf(section.locator('svg.MuiChartsSurface-root'));
    const legend = await boxOf(section.locator('.MuiChartsLegend-root'));
    expect(legend.x).toBeGreaterThanOrEqual(svg.x + svg.width - 1);

    const arcs = await section.locator('.MuiPieArc-root').evaluateAll((paths) => paths.map((path) => path.getBoundingClientRect()));
    expect(arcs.length).toBe(4);
    const pieLeft = Math.min(...arcs.map((arc) => arc.left));
    const pieRight = Math.max(...arcs.map((arc) => arc.right));
    const labelBox = await boxOf(label);
    expect(Math.abs(labelBox.x + labelBox.width / 2 - (pieLeft + pieRight) / 2)).toBeLessThan(2);

    // Both lines read on the page in either colour mode: the label takes the theme's text colours from its CSS
    // variables (theme.palette would keep the light ones in dark mode).
    const lines = label.locator('tspan');
    const lowestContrast = async () => Math.min(await textContrast(lines.first()), await textContrast(lines.last()));
    await expect.poll(lowestContrast).toBeGreaterThanOrEqual(4.5);
    await systemTurns(page, 'dark');
    await expect.poll(lowestContrast).toBeGreaterThanOrEqual(4.5);
    expect(problems.errors).toEqual([]);
  });

  test('useXScale: the axis tooltip answers over the weekend shading drawn on top of the bars', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/hooks/use-scale/');
    const section = await demo(page, 'WeekendBands');
    const saturdayLabel = section.locator('text', { hasText: /^Weekend$/ }).first();
    await saturdayLabel.waitFor();

    // Just under the "Weekend" label of Saturday: inside the shading, above the bar.
    const box = await boxOf(saturdayLabel);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 8);

    await page.locator('.MuiChartsTooltip-root', { hasText: 'Sat' }).filter({ hasText: '118' }).waitFor();
    expect(problems.errors).toEqual([]);
  });

  test('Gantt: the stacked timeline shows a task from its start, with only its dates in the tooltip', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/gantt/');
    const section = await demo(page, 'ReleasePlanTimeline');
    const designLabel = section.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel', { hasText: 'Design' });
    await designLabel.waitFor();
    // Six tasks, each a transparent offset bar and a visible span.
    await expect(section.locator('.MuiBarElement-root').count()).resolves.toBe(12);

    // The first tick is day 0 (2 March), the last day 25 (6 April): Mondays only.
    await expect(section.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents()).resolves.toEqual([
      '2 Mar',
      '9 Mar',
      '16 Mar',
      '23 Mar',
      '30 Mar',
      '6 Apr',
    ]);
    const row = await boxOf(designLabel);
    const svg = await boxOf(section.locator('svg.MuiChartsSurface-root'));
    await page.mouse.move(svg.x + svg.width / 2, row.y + row.height / 2);
    const tooltip = page.locator('.MuiChartsTooltip-root', { hasText: 'Design' });
    await tooltip.filter({ hasText: '2 Mar to 9 Mar (6 working days)' }).waitFor();
    // The transparent offset series has no row of its own.
    await expect(tooltip.locator('tbody tr').count()).resolves.toBe(1);
    expect(problems.errors).toEqual([]);
  });
});
