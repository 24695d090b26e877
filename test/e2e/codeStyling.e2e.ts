import { decompressFromBase64 } from 'lz-string';
import type { Locator, Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { textContrast } from './support/contrast';
import { demo } from './support/demo';
import { chooseSetting, closeSettings, openSettings } from './support/settings';
import { expect, test } from './support/fixtures';

const PAGE = '/x/react-data-grid/style-recipes/';

async function chooseStyling(page: Page, option: 'MUI System' | 'Tailwind' | 'CSS'): Promise<void> {
  await openSettings(page);
  await chooseSetting(page, option);
  await closeSettings(page);
}

/** Switches the demos to the Tailwind, then the CSS variant, and expects `read` to give what the MUI System one gave. */
async function expectVariantsToMatch<T>(page: Page, read: () => Promise<T>, system: T): Promise<void> {
  for (const variant of ['Tailwind', 'CSS'] as const) {
    await chooseStyling(page, variant);
    await expect.poll(read).toEqual(system);
  }
}

/** The style of the Kitchen's CO₂ cell (1650 ppm, above the alert limit) of the ThresholdCells demo. */
async function alertCellStyle(page: Page): Promise<{ color: string; fontWeight: string }> {
  const section = await demo(page, 'ThresholdCells');
  // With its code open the demo is taller than the window: bring its top, where the grid is, into view, or the grid
  // (mounted once near the viewport) may never come.
  await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const cell = section.getByRole('gridcell', { name: '1650 ppm' });
  await cell.waitFor();
  return cell.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, fontWeight: style.fontWeight };
  });
}

/** An element's background colour once its transitions (a hover fade) have ended. */
function settledBackground(element: Locator): Promise<string> {
  return element.evaluate(async (node) => {
    await Promise.all(node.getAnimations().map((animation) => animation.finished));
    return getComputedStyle(node).backgroundColor;
  });
}

/** An element's background with the pointer away, then on it, each once its hover fade has ended. */
async function restingAndHoveredBackground(page: Page, element: Locator): Promise<{ rest: string; hovered: string }> {
  await element.waitFor();
  await page.mouse.move(0, 0);
  const rest = await settledBackground(element);
  await element.hover();
  const hovered = await settledBackground(element);
  await page.mouse.move(0, 0);
  return { rest, hovered };
}

/** The background of a banded row of BandedLedgerRows at rest and under the pointer, and of a plain row under it. */
async function bandColours(page: Page): Promise<{ rest: string; hovered: string; plainHovered: string }> {
  const section = await demo(page, 'BandedLedgerRows');
  const row = (index: number) => section.locator(`.MuiDataGrid-row[data-rowindex="${index}"]`);
  const banded = await restingAndHoveredBackground(page, row(3));
  const plain = await restingAndHoveredBackground(page, row(0));
  return { ...banded, plainHovered: plain.hovered };
}

/**
 * Banded rows as in the MUI System variant: tinted at rest (Tailwind writes the same tint in another colour space),
 * and the grid's own colour under the pointer.
 */
async function expectBandsLike(page: Page, system: Awaited<ReturnType<typeof bandColours>>): Promise<void> {
  const bands = await bandColours(page);
  expect(bands.rest).not.toBe(bands.hovered);
  expect(bands.hovered).toBe(system.hovered);
  expect(bands.plainHovered).toBe(system.plainHovered);
}

function shownCode(page: Page): Promise<string | null> {
  return page.locator('[data-demo-code="ThresholdCells"]').textContent();
}

/** Whether a stylesheet of the page holds the Tailwind utility a ThresholdCells Tailwind class names. */
function hasTailwindUtilities(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('.text-\\(--mui-palette-error-dark\\)'));
      } catch {
        return false;
      }
    }),
  );
}

test.describe('code styling', () => {
  test('switches the code and the preview of a demo to its Tailwind and CSS variants, which look as the MUI System one, under the pointer too', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage(PAGE);
    const system = await alertCellStyle(page);
    // The MUI System variant's colour: the theme's error.dark, bold, at 4.5:1 or more on its tint.
    expect(system.fontWeight).toBe('700');
    expect(await textContrast((await demo(page, 'ThresholdCells')).getByRole('gridcell', { name: '1650 ppm' }))).toBeGreaterThanOrEqual(
      4.5,
    );
    // A banded row is tinted at rest and takes the grid's hover colour under the pointer, as a plain row does.
    const bands = await bandColours(page);
    expect(bands.rest).not.toBe(bands.hovered);
    expect(bands.hovered).toBe(bands.plainHovered);
    await (await demo(page, 'ThresholdCells')).getByRole('button', { name: 'Show code' }).click();
    await page.waitForFunction(() => document.querySelector('[data-demo-code="ThresholdCells"]')?.textContent?.includes('<Box'));

    await chooseStyling(page, 'Tailwind');
    await page.waitForFunction(() =>
      document.querySelector('[data-demo-code="ThresholdCells"]')?.textContent?.includes('h-[480px] w-full'),
    );
    await expect(alertCellStyle(page)).resolves.toEqual(system);
    await expectBandsLike(page, bands);
    // The code stays open and is the Tailwind file's.
    await expect(shownCode(page)).resolves.not.toContain('<Box');

    await chooseStyling(page, 'CSS');
    await page.waitForFunction(() =>
      document.querySelector('[data-demo-code="ThresholdCells"]')?.textContent?.includes('className="threshold-cells"'),
    );
    await expect(alertCellStyle(page)).resolves.toEqual(system);
    await expectBandsLike(page, bands);

    // The choice is a cookie: after a reload the page still shows the CSS variant.
    await gotoAndSettle(page, PAGE);
    await page.waitForFunction(() =>
      document.querySelector('[data-demo-code="ThresholdCells"]')?.textContent?.includes('className="threshold-cells"'),
    );
    expect(problems.errors).toEqual([]);
  });

  test('styles a chart’s axes and legend alike in its MUI System, Tailwind and CSS variants', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-charts/styling/');
    /** The colour of the legend's first label and of the y-axis' first tick label, and the x-axis labels' weight. */
    const chartStyle = async () => {
      const section = await demo(page, 'CustomPaletteBars');
      await section.locator('.MuiChartsLegend-label').first().waitFor();
      return section.evaluate((element) => ({
        legend: getComputedStyle(element.querySelector('.MuiChartsLegend-label')!).color,
        yTick: getComputedStyle(element.querySelector('.MuiChartsAxis-left .MuiChartsAxis-tickLabel')!).fill,
        xTickWeight: getComputedStyle(element.querySelector('.MuiChartsAxis-bottom .MuiChartsAxis-tickLabel')!).fontWeight,
      }));
    };
    const system = await chartStyle();
    // text.secondary, not the legend's default text.primary; the x-axis labels bold through tickLabelStyle.
    expect(system.legend).toBe(system.yTick);
    expect(system.xTickWeight).toBe('700');
    await expectVariantsToMatch(page, chartStyle, system);
    expect(problems.errors).toEqual([]);
  });

  test('marks market days alike in the MUI System, Tailwind and CSS variants, at rest and under the pointer', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/custom-components/');
    const firstMarketDay = async () => (await demo(page, 'MarketDaysCalendar')).locator('[title="Market day"]').first();
    // Its number reads on the green at 4.5:1 or more (white on the light shade read at 2.8:1).
    expect(await textContrast(await firstMarketDay())).toBeGreaterThanOrEqual(4.5);
    const marketDay = async () => restingAndHoveredBackground(page, await firstMarketDay());
    const system = await marketDay();
    expect(system.rest).not.toBe(system.hovered);
    await expectVariantsToMatch(page, marketDay, system);
    expect(problems.errors).toEqual([]);
  });

  test('stripes grid rows alike in the MUI System, Tailwind and CSS variants, with the selection colour on a selected stripe', async ({
    openPage,
  }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/style/');
    const stripes = async () => {
      const section = await demo(page, 'ConditionalStylingGrid');
      const row = (index: number) => section.locator(`.MuiDataGrid-row[data-rowindex="${index}"]`);
      await row(0).waitFor();
      await page.mouse.move(0, 0);
      const [striped, plain] = [await settledBackground(row(0)), await settledBackground(row(1))];
      // A click on a cell selects its row.
      await row(0).locator('.MuiDataGrid-cell').first().click();
      await page.mouse.move(0, 0);
      const selected = await settledBackground(row(0));
      return { striped: striped !== plain, selected, selectionShows: selected !== striped };
    };
    const system = await stripes();
    expect(system).toEqual({ striped: true, selected: system.selected, selectionShows: true });
    await expectVariantsToMatch(page, stripes, system);
    expect(problems.errors).toEqual([]);
  });

  test('draws a picker toolbar alike in the MUI System, Tailwind and CSS variants: every value in its colour, the current ones underlined', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/custom-layout/');
    const toolbarTexts = async () => {
      const section = await demo(page, 'LandscapeLayout');
      const text = (words: string) => section.locator('.MuiPickersToolbarText-root', { hasText: new RegExp(`^${words}$`) });
      await text('Mar 14').waitFor();
      const look = (words: string) =>
        text(words).evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.color} ${style.opacity} ${style.textDecorationLine}`;
        });
      const toolbar = await section.locator('.MuiPickersLayout-toolbar').evaluate((element) => getComputedStyle(element).color);
      return { toolbar, date: await look('Mar 14'), am: await look('AM'), pm: await look('PM') };
    };
    const system = await toolbarTexts();
    expect(system.date).toBe(`${system.toolbar} 1 underline`);
    expect(system.am).toBe(`${system.toolbar} 1 underline`);
    // Full colour: dimmed to 0.7, the other values read under 4.5:1 on the blue.
    expect(system.pm).toBe(`${system.toolbar} 1 none`);
    await expectVariantsToMatch(page, toolbarTexts, system);
    expect(problems.errors).toEqual([]);
  });

  test('says in the toolbar of a demo without the chosen variant that it is shown with MUI System', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, PAGE);
    await chooseStyling(page, 'Tailwind');
    const withoutVariant = await demo(page, 'DarkModeHeaderPinned');
    await expect(withoutVariant.getByRole('toolbar').textContent()).resolves.toContain(
      'Shown with MUI System: this demo has no Tailwind version',
    );
    const withVariant = await demo(page, 'ThresholdCells');
    await expect(withVariant.getByRole('toolbar').textContent()).resolves.not.toContain('Shown with');
  });

  test('opens the Tailwind variant in a sandbox that sets Tailwind up', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, PAGE);
    await chooseStyling(page, 'Tailwind');
    const section = await demo(page, 'ThresholdCells');
    const body = new Promise<string>((resolve) => {
      void page.context().route('https://codesandbox.io/**', async (route) => {
        resolve(route.request().postData() ?? '');
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
      });
    });
    await section.getByRole('button', { name: 'Open in CodeSandbox' }).click();
    const parameters = new URLSearchParams(await body).get('parameters') ?? '';
    const { files } = JSON.parse(decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'))) as {
      files: Record<string, { content: string }>;
    };
    expect(files['src/Demo.tsx']?.content).toContain('dark:text-(--mui-palette-error-light)');
    expect(files['src/index.css']?.content).toContain("@import 'tailwindcss';");
    expect(files['vite.config.js']?.content).toContain('tailwindcss()');
    expect(JSON.parse(files['package.json']?.content ?? '{}').devDependencies.tailwindcss).toBe('^4.1.0');
  });

  test('loads the Tailwind utilities on the pages whose demos use them, and not on a text page', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, PAGE);
    await expect(hasTailwindUtilities(page)).resolves.toBe(true);
    await gotoAndSettle(page, '/x/introduction/licensing/');
    await expect(hasTailwindUtilities(page)).resolves.toBe(false);
  });
});
