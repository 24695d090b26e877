import { baseUrl, gotoAndSettle } from './support/browser';
import { expectTotalShiftBelow, layoutShifts, recordLayoutShifts } from './support/layoutShift';
import { expect, test } from './support/fixtures';

/** A missing page answers 404, which Chromium reports as a console error: expected here, unlike any other error. */
function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !error.includes('status of 404'));
}

test.describe('the 404 page', () => {
  test('shows the title of a legacy core-library page and links to it on the core site', async ({ openPage }) => {
    const { page, problems } = await openPage();
    const response = await page.goto(`${baseUrl()}/components/buttons/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    const link = page.getByRole('link', { name: 'Read “Button” on the Material UI site' });
    await link.waitFor();
    await expect(link.getAttribute('href')).resolves.toBe('https://mui.com/material-ui/components/buttons/');
    await expect(page.locator('h1').textContent()).resolves.toBe('This page is part of the Material UI documentation');
    expect(unexpected(problems.errors)).toEqual([]);
  });

  test('gives the Chinese title of a legacy page under /zh/', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(`${baseUrl()}/zh/guides/minimizing-bundle-size`, { waitUntil: 'networkidle' });
    const link = page.locator('a[data-core-page="/guides/minimizing-bundle-size"]');
    await link.waitFor();
    await expect(link.textContent()).resolves.toContain('减少打包体积');
    await expect(link.getAttribute('href')).resolves.toBe('https://mui.com/material-ui/guides/minimizing-bundle-size/');
  });

  test('keeps the not-found text on other paths and links to the four product overviews', async ({ openPage }) => {
    const { page, problems } = await openPage();
    const response = await page.goto(`${baseUrl()}/x/no-such-page/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    const overviews = page.locator('nav[aria-labelledby="product-overviews"] a');
    await overviews.first().waitFor();
    await expect(overviews.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual([
      '/x/react-data-grid/',
      '/x/react-date-pickers/',
      '/x/react-charts/',
      '/x/react-tree-view/',
    ]);
    expect(unexpected(problems.errors)).toEqual([]);
  });

  test('is code only a missing page downloads: a docs page that exists does not', async ({ openPage }) => {
    const { page } = await openPage();
    const notFoundCode: string[] = [];
    page.on('request', (request) => {
      if (/\/missing-page\.[^/]*\.js$/.test(request.url())) notFoundCode.push(request.url());
    });
    await gotoAndSettle(page, '/x/introduction/licensing/');
    expect(notFoundCode).toEqual([]);
    await page.goto(`${baseUrl()}/x/no-such-page/`, { waitUntil: 'networkidle' });
    await page.locator('nav[aria-labelledby="product-overviews"] a').first().waitFor();
    expect(notFoundCode).toHaveLength(1);
  });

  for (const [section, pathname] of [
    ['the docs of a product', '/x/react-charts/no-such-chart/'],
    ['the API reference', '/x/api/charts/no-such-chart/'],
  ] as const) {
    test(`answers a missing path under ${section} with the 404 page, naming no product`, async ({ openPage }) => {
      const { page, problems } = await openPage();
      const response = await page.goto(`${baseUrl()}${pathname}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
      await page.locator('nav[aria-labelledby="product-overviews"] a').first().waitFor();
      expect(await page.title()).toBe('Page Not Found - MUI X');
      await expect(page.locator('.navbar [data-product]').first().getAttribute('data-product')).resolves.toBe('introduction');
      // Hydration kept the server's page: a mismatch would have been reported as a console error.
      expect(unexpected(problems.errors)).toEqual([]);
    });
  }
});

test.describe('the playground', () => {
  test('renders a live demo without the navbar or the site theme, and updates it as the code changes', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/playground/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Playground');
    await expect(page.locator('.navbar').count()).resolves.toBe(0);
    const grid = page.locator('.MuiDataGrid-root');
    await grid.waitFor();
    await grid.getByText('Rich Tree View').waitFor();
    // MUI's default theme (radius 4), not the site's (radius 12): no theme wrapper around the page.
    await expect(grid.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).resolves.toBe('4px');

    const editor = page.locator('.prism-code[contenteditable]');
    // A double click selects the word "Tree".
    await editor.getByText('Rich Tree View').first().dblclick();
    await page.keyboard.type('Sparkline');
    await grid.getByText('Rich Sparkline View').waitFor();
    expect(problems.errors).toEqual([]);
  });
});

test.describe('the production-error page', () => {
  test('shows the error number and its arguments as text', async ({ openPage }) => {
    const { page, problems } = await openPage();
    const attack = '<img src=x onerror="window.__injected=1">';
    await gotoAndSettle(page, `/x/production-error/?code=42&args[]=${encodeURIComponent(attack)}&args[]=rows`);
    await expect(page.locator('[data-error-code]').textContent()).resolves.toBe('42');
    await expect(page.locator('[data-error-argument]').allTextContents()).resolves.toEqual([attack, 'rows']);
    await expect(page.locator('main img').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).resolves.toBeUndefined();
    await expect(page.getByRole('link', { name: 'Search the MUI X issue tracker for this error' }).getAttribute('href')).resolves.toBe(
      'https://github.com/mui/mui-x/issues?q=%22error+%2342%22',
    );
    expect(problems.errors).toEqual([]);
  });

  test('opens from the link of an error message, written without trailing slash', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(`${baseUrl()}/x/production-error?code=7&args[]=id`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/x/production-error/');
    await expect(page.locator('[data-error-code]').textContent()).resolves.toBe('7');
    await expect(page.locator('[data-error-argument]').allTextContents()).resolves.toEqual(['id']);
  });

  for (const [device, options] of [
    ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
    ['desktop', { viewport: { width: 1280, height: 800 } }],
  ] as const) {
    test(`keeps still while a very long argument appears, wrapped inside the page (${device})`, async ({ openPage }) => {
      const { page, problems } = await openPage(options);
      await recordLayoutShifts(page);
      const longArgument = `${'columnField'.repeat(300)} ${Array.from({ length: 400 }, (_, index) => `row${index}`).join(' ')}`;
      await gotoAndSettle(page, `/x/production-error/?code=42&args[]=${encodeURIComponent(longArgument)}&args[]=id`);
      const argument = page.locator('[data-error-argument]').first();
      await expect(argument.textContent()).resolves.toBe(longArgument);
      expectTotalShiftBelow(await layoutShifts(page), 0.01);
      const layout = await argument.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const details = element.closest('[data-error-details]')?.getBoundingClientRect();
        return {
          insideWindow: box.left >= 0 && box.right <= innerWidth,
          insideDetails: !!details && box.left >= details.left && box.right <= details.right,
          pageWidth: document.documentElement.scrollWidth,
          lines: element.getClientRects().length,
        };
      });
      expect(layout).toEqual({ insideWindow: true, insideDetails: true, pageWidth: options.viewport.width, lines: expect.any(Number) });
      expect(layout.lines).toBeGreaterThan(5);
      expect(problems.errors).toEqual([]);
    });
  }

  test('tells the reader what to do when the address has no error number', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/production-error/?code=oops');
    await expect(page.getByRole('alert').textContent()).resolves.toContain('This address carries no valid error number.');
  });
});
