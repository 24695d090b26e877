/**
 * The Content-Security-Policy that the build writes into `_headers` (plugins/deploy-headers), as the build server
 * sends it. The server sends it with every page of the suite, and Chromium reports a violation as a console error,
 * which the tests record (support/browser.ts) and fail on: so each page of the sitemaps, checked once by everyPage.e2e.ts
 * or a test that opens it with `openCheckedPage`, and the special pages of specialPages.e2e.ts and search.e2e.ts, are
 * checks of the policy too. This file shows that a violation is reported so, and runs what the other tests do not: the
 * offline page, a redirect page's script, and what readers do that loads code from elsewhere (edit a demo, accept
 * analytics, an ad, search).
 */
import type { Page } from '@playwright/test';
import { baseUrl, gotoAndSettle, waitForHydration } from './support/browser';
import { recordPolicyViolations } from './support/contentSecurityPolicy';
import { demo } from './support/demo';
import { serveGtagStandIn } from './support/analytics';
import { search } from './support/search';
import { expect, test, type OpenPage } from './support/fixtures';

async function openUnderPolicy(openPage: OpenPage): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const { page } = await openPage();
  return { page, violations: await recordPolicyViolations(page) };
}

test('is sent with every page: scripts from the site and the hashes of its inline scripts, no unsafe-inline; a script without its hash is refused, and the test fails on it', async ({
  openPage,
}) => {
  const { page, problems } = await openPage();
  const response = await page.goto(`${baseUrl()}/x/introduction/licensing/`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(scriptSources).toContain("'self'");
  expect(scriptSources.some((source) => source.startsWith("'sha256-"))).toBe(true);
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(policy).toContain("object-src 'none'");

  await waitForHydration(page);
  expect(problems.errors).toEqual([]);
  // An inline script the policy has no hash for, as a compromised dependency might add.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineScriptRan = true;';
    document.head.append(script);
  });
  await expect.poll(() => problems.errors.join('\n')).toContain('Content Security Policy');
  expect(await page.evaluate(() => '__inlineScriptRan' in window)).toBe(false);
});

// The offline page is opened by the service worker in offline.e2e.ts, on another host: here it is served as the others.
test('runs the offline page (/x/offline/) with no violation', async ({ openPage }) => {
  const { page, violations } = await openUnderPolicy(openPage);
  await gotoAndSettle(page, '/x/offline/');
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

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
