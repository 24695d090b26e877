import { decompressFromBase64 } from 'lz-string';
import type { Page } from '@playwright/test';
import { gotoAndSettle } from './support/browser';
import { demo } from './support/demo';
import { chooseSetting, closeSettings, openSettings } from './support/settings';
import { expect, test } from './support/fixtures';

const PAGE = '/x/react-data-grid/style-recipes/';

async function chooseStyling(page: Page, option: 'MUI System' | 'Tailwind' | 'CSS'): Promise<void> {
  await openSettings(page);
  await chooseSetting(page, option);
  await closeSettings(page);
}

/** The style of the Kitchen's CO₂ cell (1650 ppm, above the alert limit) of the ThresholdCells demo. */
async function alertCellStyle(page: Page): Promise<{ color: string; fontWeight: string }> {
  const section = await demo(page, 'ThresholdCells');
  const cell = section.getByRole('gridcell', { name: '1650 ppm' });
  await cell.waitFor();
  return cell.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, fontWeight: style.fontWeight };
  });
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
  test('switches the code and the preview of a demo to its Tailwind and CSS variants, which look as the MUI System one', async ({
    openCheckedPage,
  }) => {
    const { page, problems } = await openCheckedPage(PAGE);
    const system = await alertCellStyle(page);
    // The MUI System variant's colour: the theme's error.dark, bold.
    expect(system.fontWeight).toBe('700');
    await (await demo(page, 'ThresholdCells')).getByRole('button', { name: 'Show code' }).click();
    await page.waitForFunction(() => document.querySelector('[data-demo-code="ThresholdCells"]')?.textContent?.includes('<Box'));

    await chooseStyling(page, 'Tailwind');
    await page.waitForFunction(() =>
      document.querySelector('[data-demo-code="ThresholdCells"]')?.textContent?.includes('h-[480px] w-full'),
    );
    await expect(alertCellStyle(page)).resolves.toEqual(system);
    // The code stays open and is the Tailwind file's.
    await expect(shownCode(page)).resolves.not.toContain('<Box');

    await chooseStyling(page, 'CSS');
    await page.waitForFunction(() =>
      document.querySelector('[data-demo-code="ThresholdCells"]')?.textContent?.includes('className="threshold-cells"'),
    );
    await expect(alertCellStyle(page)).resolves.toEqual(system);

    // The choice is a cookie: after a reload the page still shows the CSS variant.
    await gotoAndSettle(page, PAGE);
    await page.waitForFunction(() =>
      document.querySelector('[data-demo-code="ThresholdCells"]')?.textContent?.includes('className="threshold-cells"'),
    );
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
