/**
 * What a reader, a network or a URL can do to a page without breaking it: malformed fragments, lazy code that
 * fails to load (a flaky connection, or a tab left open across a deployment), a browser that refuses cookies,
 * and an unexpected crash, which must still leave the site's navbar.
 */
import type { Page, Route } from '@playwright/test';
import { baseUrl, gotoAndSettle } from './support/browser';
import { searchBox, searchResults, waitForAnswer } from './support/search';
import { expect, test } from './support/fixtures';

/**
 * Fails the chunk of a part the site loads on demand (named `lazy-<part>` where it is imported), as a deployment
 * that removed the old files would; returns how to stop.
 */
async function failLazyChunk(page: Page, part: 'settings' | 'search' | 'consent' | 'sandbox'): Promise<() => Promise<void>> {
  const pattern = `**/assets/js/lazy-${part}.*.js`;
  const handler = (route: Route) => route.fulfill({ status: 404, body: 'Not Found' });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

const CRASH_TEXT = 'This page crashed';

test.describe('malformed URL fragments', () => {
  for (const hash of ['#%', '#100%', '#%E0%A4%A']) {
    test(`leave the API page standing with the fragment ${hash}`, async ({ openPage }) => {
      const { page, problems } = await openPage();
      await gotoAndSettle(page, `/x/api/data-grid/data-grid/${hash}`);
      await expect(page.locator('h1').innerText()).resolves.toContain('DataGrid');
      expect(await page.getByText(CRASH_TEXT).count()).toBe(0);
      expect(problems.errors).toEqual([]);
    });
  }
});

test.describe('lazy parts that fail to load', () => {
  test('the settings drawer says so, the page stays, and Try again opens it', async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 1280, height: 900 } });
    const stopFailing = await failLazyChunk(page, 'settings');
    await gotoAndSettle(page, '/x/react-tree-view/');
    await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Settings could not load.' });
    await alert.waitFor();
    await expect(page.locator('h1').isVisible()).resolves.toBe(true);
    expect(await page.getByText(CRASH_TEXT).count()).toBe(0);

    await stopFailing();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('dialog').waitFor();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Right to left', exact: true }).isVisible()).resolves.toBe(true);
  });

  test('the search box says so and loads on Try again', async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 1280, height: 900 } });
    const stopFailing = await failLazyChunk(page, 'search');
    await gotoAndSettle(page, '/x/introduction/licensing/');
    await searchBox(page).fill('sorting');
    const alert = page.getByRole('alert').filter({ hasText: 'Search could not load.' });
    await alert.waitFor();
    await expect(page.locator('h1').isVisible()).resolves.toBe(true);

    await stopFailing();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor({ state: 'detached' });
    await waitForAnswer(page, 'sorting');
    await searchResults(page).first().waitFor();
  });

  test('the consent banner says so and shows its choices on Try again', async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 1280, height: 900 } });
    const stopFailing = await failLazyChunk(page, 'consent');
    await gotoAndSettle(page, '/x/introduction/licensing/');
    const alert = page.getByRole('alert').filter({ hasText: 'Cookie consent could not load.' });
    await alert.waitFor();
    await stopFailing();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Essential only' }).waitFor();
  });

  test('"Open in CodeSandbox" tells the reader when the sandbox code fails to load', async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 1280, height: 900 } });
    await failLazyChunk(page, 'sandbox');
    await gotoAndSettle(page, '/x/react-tree-view/');
    await page.getByRole('toolbar', { name: 'demo source' }).first().getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await page.getByRole('alert').filter({ hasText: 'Could not open CodeSandbox' }).waitFor();
    expect(await page.getByText(CRASH_TEXT).count()).toBe(0);
  });
});

test.describe('a browser that refuses cookies and storage', () => {
  test('renders the site inside <iframe sandbox="allow-scripts">, demos and settings included', async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/x/introduction/licensing/`);
    await page.setContent(
      `<iframe sandbox="allow-scripts" style="width:1200px;height:800px" src="${baseUrl()}/x/react-tree-view/#ProjectFilesTree.js"></iframe>`,
    );
    const frame = page.frameLocator('iframe');
    await frame.locator('html[data-has-hydrated="true"]').waitFor();
    await frame.locator('h1').waitFor();
    expect(await frame.getByText(CRASH_TEXT).count()).toBe(0);
    await frame.getByRole('button', { name: 'Settings', exact: true }).first().click();
    await frame.getByRole('dialog').getByRole('button', { name: 'JavaScript', exact: true }).click();
    await expect(
      frame.getByRole('dialog').getByRole('button', { name: 'JavaScript', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    expect(errors.filter((message) => /cookie/i.test(message))).toEqual([]);
  });
});

test.describe('a page that crashes', () => {
  test('keeps the site navbar, so the reader can change settings or leave', async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 1280, height: 900 } });
    // An unexpected error while the page starts, outside the parts that catch their own: the API page scrolls the
    // element its fragment names into view after hydrating, here the app's root, which every state of the page has.
    await page.addInitScript(() => {
      Element.prototype.scrollIntoView = () => {
        throw new Error('Simulated failure for the crash screen test');
      };
    });
    await page.goto(`${baseUrl()}/x/api/data-grid/data-grid/#__docusaurus`);
    await page.getByText(CRASH_TEXT).waitFor();
    const navbar = page.locator('nav.navbar');
    await expect(
      navbar.getByRole('link', { name: 'Data Grid', exact: true }).or(navbar.locator('a.navbar__brand')).first().isVisible(),
    ).resolves.toBe(true);
    await navbar.getByRole('button', { name: 'Settings', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Dark', exact: true }).click();
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-theme'))).resolves.toBe('dark');
  });
});
