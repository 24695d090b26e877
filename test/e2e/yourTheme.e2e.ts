/**
 * "Your theme", in Chromium: theme options pasted in the Settings drawer change the demos (a Data Grid, a picker, a
 * chart) and nothing of the site's chrome, stay after a reload, can be turned off on a page from a demo's chip, and
 * travel with Copy and the sandboxes as theme.ts. A malformed theme says what is wrong and where, in the drawer and on
 * the demos, and breaks nothing.
 */
import { decompressFromBase64 } from 'lz-string';
import type { Locator, Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { closeSettings, openSettings } from './support/settings';
import { CLIPBOARD, expect, test } from './support/fixtures';

const STORAGE_KEY = 'x-docs.readerTheme';
const PINK = 'rgb(216, 27, 96)';
const THEME = `{
  "palette": { "primary": { "main": "#d81b60" } },
  "components": {
    "MuiButton": { "styleOverrides": { "root": { "borderRadius": 0 } } }
  }
}`;
/** A trailing comma on line 4. */
const MALFORMED = `{
  "palette": {
    "primary": { "main": "#d81b60" },
  }
}`;

const GRID_PAGE = '/x/react-data-grid/row-selection/';
const PICKER_PAGE = '/x/react-date-pickers/date-calendar/';
const CHART_PAGE = '/x/react-charts/gauge/';

function style(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** Reads a value until it passes `check` (styles change once the theme's chunk has loaded), or fails with the last one. */
async function eventually(read: () => Promise<string>, check: (value: string) => boolean, timeout = 10_000): Promise<string> {
  const end = Date.now() + timeout;
  let value = await read();
  while (!check(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

function themeField(page: Page): Locator {
  return page.getByRole('dialog').getByRole('textbox', { name: 'Theme options (JSON)' });
}

/** Pastes a theme in the drawer and presses Apply; the drawer stays open. */
async function applyTheme(page: Page, text: string): Promise<void> {
  await openSettings(page);
  await themeField(page).fill(text);
  await page.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).click();
}

/** The gauge's value arc: MUI X draws it in the theme's primary colour. */
async function gaugeArc(page: Page): Promise<Locator> {
  const section = await demo(page, 'StorageGauge');
  return section.locator('.MuiGauge-valueArc').first();
}

test.describe('your theme on every demo', () => {
  test("changes a chart, a picker and a Data Grid with its colour and button override, and not the site's chrome", async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage(CHART_PAGE);
    const arc = await gaugeArc(page);
    const siteBlue = await style(arc, 'fill');
    expect(siteBlue).not.toBe(PINK);
    const navbarLink = page.locator('.navbar .navbar__link').first();
    const navbarColour = await style(navbarLink, 'color');
    const sitePrimary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main'),
    );

    await applyTheme(page, THEME);
    await expect(page.getByRole('dialog').getByText('Applied to every demo, and kept in this browser.').isVisible()).resolves.toBe(true);
    // The drawer is the site's: its Apply button keeps the site's colour and corners.
    const apply = page.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true });
    await expect(style(apply, 'background-color')).resolves.not.toBe(PINK);
    await expect(style(apply, 'border-top-left-radius')).resolves.not.toBe('0px');
    await closeSettings(page);

    expect(
      await eventually(
        () => style(arc, 'fill'),
        (value) => value === PINK,
      ),
    ).toBe(PINK);
    await expect(style(navbarLink, 'color')).resolves.toBe(navbarColour);
    await expect(
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main')),
    ).resolves.toBe(sitePrimary);

    await gotoAndSettle(page, PICKER_PAGE);
    const calendar = await demo(page, 'WeekNumberCalendar');
    const selectedDay = calendar.locator('.MuiPickersDay-root.Mui-selected');
    expect(
      await eventually(
        () => style(selectedDay, 'background-color'),
        (value) => value === PINK,
      ),
    ).toBe(PINK);

    await gotoAndSettle(page, GRID_PAGE);
    const gridDemo = await demo(page, 'SelectedRowsFromApi');
    const button = gridDemo.getByRole('button', { name: /payroll/i });
    expect(
      await eventually(
        () => style(button, 'border-top-left-radius'),
        (value) => value === '0px',
      ),
    ).toBe('0px');
    await expect(style(button, 'color')).resolves.toBe(PINK);
    await gridDemo.getByRole('checkbox', { name: 'Select row' }).first().check();
    const checked = gridDemo.locator('.MuiCheckbox-root.Mui-checked').first();
    expect(
      await eventually(
        () => style(checked, 'color'),
        (value) => value === PINK,
      ),
    ).toBe(PINK);
    expect(problems.errors).toEqual([]);
  });

  test('stays after a reload, and the chip turns it off on the page and back on', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, CHART_PAGE);
    await applyTheme(page, THEME);
    await closeSettings(page);
    await page.reload();
    const arc = await gaugeArc(page);
    expect(
      await eventually(
        () => style(arc, 'fill'),
        (value) => value === PINK,
      ),
    ).toBe(PINK);

    const section = await demo(page, 'StorageGauge');
    await expect(section.getByText('Your theme', { exact: true }).isVisible()).resolves.toBe(true);
    const turnOff = section.getByRole('button', { name: 'Turn off on this page' });
    await turnOff.focus();
    await page.keyboard.press('Enter');
    expect(
      await eventually(
        () => style(arc, 'fill'),
        (value) => value !== PINK,
      ),
    ).not.toBe(PINK);
    // Every demo of the page follows, and the theme stays kept.
    await expect(page.getByText('Your theme is off on this page').count()).resolves.toBeGreaterThan(1);
    await expect(page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).resolves.toContain('#d81b60');
    await section.getByRole('button', { name: 'Turn it back on' }).click();
    expect(
      await eventually(
        () => style(arc, 'fill'),
        (value) => value === PINK,
      ),
    ).toBe(PINK);

    await openSettings(page);
    await expect(themeField(page).inputValue()).resolves.toBe(THEME);
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await closeSettings(page);
    expect(
      await eventually(
        () => style(arc, 'fill'),
        (value) => value !== PINK,
      ),
    ).not.toBe(PINK);
    await expect(section.getByText('Your theme', { exact: true }).count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });

  test('says what is wrong with a malformed theme and where, tied to the field, and applies nothing', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, CHART_PAGE);
    await applyTheme(page, MALFORMED);
    const message = page.getByRole('dialog').getByText('Line 4, column 3: this is not valid JSON.');
    await expect(message.isVisible()).resolves.toBe(true);
    const describedBy = (await themeField(page).getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toContain('Line 4, column 3');
    await expect(themeField(page).getAttribute('aria-invalid')).resolves.toBe('true');

    await themeField(page).fill('{ "shape": { "borderRadius": "4px" } }');
    await page.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('dialog').getByText('Line 1, shape.borderRadius: must be a number.').waitFor();
    await closeSettings(page);
    await expect(page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).resolves.toBeNull();
    await expect(page.locator('[data-reader-theme-chip]').count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });

  test('shows its message on the demos when a stored theme cannot be used, and the page goes on', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, CHART_PAGE);
    await page.evaluate(
      (key) =>
        window.localStorage.setItem(key, JSON.stringify({ version: 1, json: '{\n  "palette": { "primary": { "main": "red" } }\n}' })),
      STORAGE_KEY,
    );
    await page.reload();
    const section = await demo(page, 'StorageGauge');
    const problem = section.locator('[data-reader-theme-problem]');
    await expect(problem.textContent()).resolves.toContain('Line 2, palette.primary.main: MUI cannot read the colour "red".');
    await expect(style(section.locator('.MuiGauge-valueArc').first(), 'fill')).resolves.not.toBe(PINK);

    // Garbage in storage reads as no theme.
    await page.evaluate((key) => window.localStorage.setItem(key, '{"palette":'), STORAGE_KEY);
    await page.reload();
    await (await demo(page, 'StorageGauge')).locator('.MuiGauge-valueArc').first().waitFor();
    await expect(page.locator('[data-reader-theme-chip], [data-reader-theme-problem]').count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });

  test('travels with Copy, Copy as prompt and the sandbox as theme.ts, which the project renders with', async ({ openPage }) => {
    const { page, problems } = await openPage(CLIPBOARD);
    await gotoAndSettle(page, CHART_PAGE);
    await applyTheme(page, THEME);
    await closeSettings(page);
    const toolbar = (await demo(page, 'StorageGauge')).getByRole('toolbar', { name: 'demo source' });

    await toolbar.getByRole('button', { name: 'Copy', exact: true }).click();
    const copied = await eventually(
      () => page.evaluate(() => navigator.clipboard.readText()),
      (text) => text.includes('// theme.ts'),
    );
    expect(copied).toContain('export default function StorageGauge()');
    expect(copied).toContain('"main": "#d81b60"');
    expect(copied).toContain('"mode": "light"');

    await toolbar.getByRole('button', { name: 'Copy as prompt', exact: true }).click();
    const prompt = await eventually(
      () => page.evaluate(() => navigator.clipboard.readText()),
      (text) => text.includes('theme.ts, the theme it was shown with'),
    );
    expect(prompt).toContain('```ts\nimport { createTheme, type ThemeOptions }');

    const body = new Promise<string>((resolve) => {
      void page.context().route('https://codesandbox.io/**', async (route) => {
        resolve(route.request().postData() ?? '');
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
      });
    });
    await toolbar.getByRole('button', { name: 'Open in CodeSandbox' }).click();
    const parameters = new URLSearchParams(await body).get('parameters') ?? '';
    const { files } = JSON.parse(decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'))) as {
      files: Record<string, { content: string }>;
    };
    expect(files['src/theme.ts']?.content).toContain('"borderRadius": 0');
    expect(files['src/main.tsx']?.content).toContain("import theme from './theme';");
    expect(files['src/main.tsx']?.content).toContain('<ThemeProvider theme={theme}>');
    expect(problems.errors).toEqual([]);
  });

  test('fits the drawer of a phone in right-to-left, by keyboard', async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, CHART_PAGE);
    // On a phone the settings are in the navigation menu.
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Right to left', exact: true }).click();
    await themeField(page).focus();
    await page.keyboard.insertText(THEME);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByText('Applied to every demo, and kept in this browser.').waitFor();
    const fieldBox = await themeField(page).boundingBox();
    expect(fieldBox && fieldBox.x >= 0 && fieldBox.x + fieldBox.width <= 390).toBe(true);
    await closeSettings(page);
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    const arc = await gaugeArc(page);
    expect(
      await eventually(
        () => style(arc, 'fill'),
        (value) => value === PINK,
      ),
    ).toBe(PINK);
    expect(problems.errors).toEqual([]);
  });

  test('speaks Chinese on the Chinese site: the drawer, its messages and the chip', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, `/zh${CHART_PAGE}`);
    await page.getByRole('button', { name: '设置', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '你的主题' }).waitFor();
    const field = dialog.getByRole('textbox', { name: '主题选项（JSON）' });
    await field.fill(MALFORMED);
    await dialog.getByRole('button', { name: '应用', exact: true }).click();
    await dialog.getByText('第 4 行第 3 列：这不是有效的 JSON。').waitFor();
    await field.fill(THEME);
    await dialog.getByRole('button', { name: '应用', exact: true }).click();
    await dialog.getByText('已应用到每个示例，并保存在此浏览器中。').waitFor();
    await page.getByRole('button', { name: '关闭设置' }).click();
    const section = await demo(page, 'StorageGauge');
    await section.getByText('你的主题', { exact: true }).waitFor();
    await section.getByRole('button', { name: '在此页关闭' }).waitFor();
    expect(problems.errors).toEqual([]);
  });
});
