/**
 * The Content-Security-Policy that the build writes into `_headers` (plugins/deploy-headers), as the build server
 * sends it: one page of each kind, and what readers do there (edit a demo, accept analytics, search), runs with no
 * violation reported.
 */
import type { Page } from '@playwright/test';
import { baseUrl, gotoAndSettle, waitForHydration } from './support/browser';
import { recordPolicyViolations } from './support/contentSecurityPolicy';
import { demo } from './support/demo';
import { serveGtagStandIn } from './support/analytics';
import { search } from './support/search';
import { PRODUCT_LANDING_URLS } from './support/site';
import { expect, test, type OpenPage } from './support/fixtures';

async function openUnderPolicy(openPage: OpenPage): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const { page } = await openPage();
  return { page, violations: await recordPolicyViolations(page) };
}

test('is sent with every page: scripts from the site and the hashes of its inline scripts, no unsafe-inline', async ({ openPage }) => {
  const { page } = await openUnderPolicy(openPage);
  const response = await page.goto(`${baseUrl()}/x/introduction/licensing/`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(scriptSources).toContain("'self'");
  expect(scriptSources.some((source) => source.startsWith("'sha256-"))).toBe(true);
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(policy).toContain("object-src 'none'");
});

const PAGE_KINDS: [kind: string, url: string][] = [
  ['a text page', '/x/introduction/licensing/'],
  ...PRODUCT_LANDING_URLS.map((url): [string, string] => ['a product landing', url]),
  ['a Data Grid demo page', '/x/react-data-grid/sorting/'],
  ['a Pickers page', '/x/react-date-pickers/date-picker/'],
  ['a Charts page', '/x/react-charts/bars/'],
  ['a Tree View page', '/x/react-tree-view/rich-tree-view/items/'],
  ['an API page', '/x/api/data-grid/data-grid/'],
  ['the search page', '/search/?q=grid'],
  ['the offline page', '/x/offline/'],
  ['a missing page', '/x/no-such-page/'],
  ['the playground', '/playground/'],
  ['the production error page', '/x/production-error/?code=9&args[]=a'],
  ['a Chinese page', '/zh/x/introduction/'],
  ['a Chinese product landing', '/zh/x/react-data-grid/'],
];

for (const [kind, url] of PAGE_KINDS) {
  test(`runs ${kind} (${url}) with no violation`, async ({ openPage }) => {
    const { page, violations } = await openUnderPolicy(openPage);
    await gotoAndSettle(page, url);
    // Demos that mount near the viewport (the Data Grid's) mount at the end of the page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('runs a redirect page’s script, which keeps the query and the hash', async ({ openPage }) => {
  const { page, violations } = await openUnderPolicy(openPage);
  await page.goto(`${baseUrl()}/x/?from=mail#top`);
  await page.waitForURL((url) => url.pathname === '/x/introduction/' && url.search === '?from=mail' && url.hash === '#top');
  await waitForHydration(page);
  expect(await violations()).toEqual([]);
});

test('runs code a reader types into a demo’s editor', async ({ openPage }) => {
  const { page, violations } = await openUnderPolicy(openPage);
  await gotoAndSettle(page, '/x/react-charts/');
  const section = await demo(page, 'RainfallBars');
  await section.getByRole('toolbar', { name: 'demo source' }).getByRole('button', { name: 'Edit the code' }).click();
  const editor = section.getByRole('textbox', { name: /code of the .* demo, editable/ });
  await editor.waitFor();
  await editor.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf('Coastal') ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + 'Coastal'.length);
      (element as HTMLElement).focus();
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      return;
    }
  });
  await page.keyboard.type('Harbour');
  await section.locator('.demo-frame').getByText('Harbour station').waitFor();
  expect(await violations()).toEqual([]);
});

test('loads gtag.js from the analytics host once the reader accepts analytics', async ({ openPage }) => {
  const { page, violations } = await openUnderPolicy(openPage);
  await serveGtagStandIn(page);
  await gotoAndSettle(page, '/x/react-charts/bars/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept analytics' }).click();
  await page.waitForFunction(() => (window as unknown as { __gtagStandInLoaded?: boolean }).__gtagStandInLoaded === true);
  expect(await violations()).toEqual([]);
});

test('loads the ad network’s script into a docs page’s ad slot', async ({ openPage }) => {
  const { page, violations } = await openUnderPolicy(openPage);
  const adScript = page.waitForRequest((request) => request.url().includes('/carbon.js'));
  await page.addInitScript(() => sessionStorage.setItem('x-docs-ad-shape', 'image'));
  await gotoAndSettle(page, '/x/introduction/licensing/');
  await adScript;
  await page.locator('[data-ad-slot]').scrollIntoViewIfNeeded();
  expect(await violations()).toEqual([]);
});

test("searches from the search box, with Pagefind's WebAssembly", async ({ openPage }) => {
  const { page, violations } = await openUnderPolicy(openPage);
  await gotoAndSettle(page, '/x/introduction/licensing/');
  await search(page, 'pagination');
  expect(await violations()).toEqual([]);
});
