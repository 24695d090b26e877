import { chromium } from '@playwright/test';
import { baseUrl, CHROMIUM_PATH, chromiumLaunchOptions, gotoAndSettle, holdScripts, waitForHydration } from './support/browser';
import { analyticsCookies, queuedCommands, recordGtagRequests, serveGtagStandIn, waitForCommand } from './support/analytics';
import { pageAnswers } from './support/demo';
import { expect, test } from './support/fixtures';

const CONSENT_BANNER = { name: 'Cookie consent' } as const;

test.describe('consent', () => {
  test('loads no gtag.js and sets no analytics cookie when the reader chooses "Essential only", and does not ask again', async ({
    openPage,
  }) => {
    const { page, problems } = await openPage();
    await serveGtagStandIn(page);
    const gtagRequests = recordGtagRequests(page);
    await gotoAndSettle(page, '/x/introduction/licensing/');
    const banner = page.getByRole('region', CONSENT_BANNER);
    await banner.getByRole('button', { name: 'Essential only' }).click();
    await banner.waitFor({ state: 'detached' });

    await gotoAndSettle(page, '/x/react-charts/bars/');
    expect(gtagRequests).toEqual([]);
    expect(await page.getByRole('region', CONSENT_BANNER).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('docs-cookie-consent'))).toBe('essential');
    const consent = (await queuedCommands(page)).filter(([command]) => command === 'consent');
    expect(consent).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 })],
    ]);
    expect(await analyticsCookies(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('gives way to the phone navigation drawer while it is open', async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, '/x/introduction/licensing/');
    const banner = page.getByRole('region', CONSENT_BANNER);
    await banner.waitFor();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await banner.waitFor({ state: 'hidden' });
    await page.locator('.navbar-sidebar').getByRole('button', { name: 'Close navigation bar' }).click();
    await banner.waitFor({ state: 'visible' });
    // Nothing was chosen meanwhile: the banner still asks.
    await banner.getByRole('button', { name: 'Essential only' }).waitFor();
    expect(problems.errors).toEqual([]);
  });

  test('waits until a press under way is over before it shows, so that the press still clicks what it pressed', async ({ openPage }) => {
    const { page, problems } = await openPage();
    // The banner's code arrives while the button is down, as it can on a slow connection.
    const release = await holdScripts(page, '**/assets/js/lazy-consent.*.js');
    await gotoAndSettle(page, '/x/react-date-pickers/');
    const toggle = page.locator('#AppointmentPicker').getByRole('button', { name: 'JS', exact: true });
    await toggle.scrollIntoViewIfNeeded();
    // The toggle just above the bottom of the window, where the banner comes.
    await toggle.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 40)));
    const box = await toggle.boundingBox();
    if (!box) throw new Error('the JS toggle is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    const banner = page.getByRole('region', CONSENT_BANNER);
    const bannerElement = page.locator('section', { has: page.getByRole('button', { name: 'Essential only', includeHidden: true }) });
    await bannerElement.waitFor({ state: 'attached' });
    await pageAnswers(page);
    await expect(banner.count()).resolves.toBe(0);
    await page.mouse.up();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Then it shows, over where the toggle is.
    await banner.waitFor();
    const bannerBox = await banner.boundingBox();
    expect(bannerBox && bannerBox.y < box.y + box.height && bannerBox.x < box.x + box.width).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  for (const [signal, setSignal] of [
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
  ] as const) {
    test(`treats ${signal} as a refusal: no banner, no cookie, no gtag.js and no command, even after an earlier "accept"`, async ({
      openPage,
    }) => {
      const { page, problems } = await openPage();
      await serveGtagStandIn(page);
      const gtagRequests = recordGtagRequests(page);
      await page.addInitScript(setSignal);
      await page.addInitScript(() => localStorage.setItem('docs-cookie-consent', 'analytics'));
      await gotoAndSettle(page, '/x/introduction/licensing/');
      expect(await page.getByRole('region', CONSENT_BANNER).count()).toBe(0);
      // Clicks and feedback votes, which queue events for other readers, reach no queue either.
      await page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('button', { name: 'Yes' }).click();
      await gotoAndSettle(page, '/x/react-charts/bars/');
      await page.getByRole('toolbar', { name: 'demo source' }).first().getByRole('button', { name: 'JS', exact: true }).click();
      expect(gtagRequests).toEqual([]);
      expect(await queuedCommands(page)).toEqual([]);
      expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
      expect(await analyticsCookies(page)).toEqual([]);

      // The footer explains why instead of offering "Accept analytics".
      await page.getByRole('button', { name: 'Cookie preferences' }).click();
      await expect(page.getByRole('region', CONSENT_BANNER).textContent()).resolves.toContain('Your browser asks sites not to track you');
      expect(await page.getByRole('button', { name: 'Accept analytics' }).count()).toBe(0);
      expect(problems.errors).toEqual([]);
    });
  }

  test('loads gtag.js only after "Accept analytics", which then reads the queued page view; later events are granted', async ({
    openPage,
  }) => {
    const { page, problems } = await openPage();
    await serveGtagStandIn(page);
    const gtagRequests = recordGtagRequests(page);
    await gotoAndSettle(page, '/x/react-charts/bars/');
    await waitForCommand(page, "command[1] === 'page_view'");
    expect(gtagRequests).toEqual([]);
    expect(await analyticsCookies(page)).toEqual([]);
    await page.getByRole('region', CONSENT_BANNER).getByRole('button', { name: 'Accept analytics' }).click();
    await page.waitForFunction(() => document.cookie.includes('_ga='));
    expect(gtagRequests).toHaveLength(1);
    const read = await page.evaluate(() => (window as unknown as { __gtagStandInRead: string[] }).__gtagStandInRead);
    expect(read).toEqual(expect.arrayContaining(['event page_view', 'consent update', 'config G-E2ETEST']));

    await page.getByRole('toolbar', { name: 'demo source' }).first().getByRole('button', { name: /copy/i }).first().click();
    const commands = await queuedCommands(page);
    const granted = commands.findIndex(
      ([command, , parameters]) => command === 'consent' && (parameters as { analytics_storage?: string }).analytics_storage === 'granted',
    );
    const demoClick = commands.findIndex(([command, category]) => command === 'event' && category === 'demo');
    expect(granted).toBeGreaterThan(-1);
    expect(demoClick).toBeGreaterThan(granted);

    // On the next visit consent is granted before gtag is configured.
    await gotoAndSettle(page, '/x/introduction/licensing/');
    const order = (await queuedCommands(page)).map(([command, first]) => `${String(command)} ${String(first)}`);
    expect(order.slice(0, 2)).toEqual(['consent default', 'consent update']);
    expect(order.indexOf('config G-E2ETEST')).toBeGreaterThan(1);
    expect(problems.errors).toEqual([]);
  });

  test('lets the reader withdraw consent from the footer, which removes the analytics cookie', async ({ openPage }) => {
    const { page } = await openPage();
    await serveGtagStandIn(page);
    await page.addInitScript(() => localStorage.setItem('docs-cookie-consent', 'analytics'));
    await gotoAndSettle(page, '/x/introduction/licensing/');
    await page.waitForFunction(() => document.cookie.includes('_ga='));
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    const banner = page.getByRole('region', CONSENT_BANNER);
    await expect(banner.textContent()).resolves.toContain('Current choice: analytics accepted.');
    await banner.getByRole('button', { name: 'Essential only' }).click();
    expect(await analyticsCookies(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('docs-cookie-consent'))).toBe('essential');
  });

  test('stops analytics at once on withdrawal, in this tab and in another open tab, which re-create no cookie', async ({ openPage }) => {
    const { page } = await openPage();
    const context = page.context();
    await serveGtagStandIn(page);
    await context.addInitScript(() => {
      if (!localStorage.getItem('docs-cookie-consent')) localStorage.setItem('docs-cookie-consent', 'analytics');
    });
    await gotoAndSettle(page, '/x/introduction/licensing/');
    await page.waitForFunction(() => document.cookie.includes('_ga='));
    const otherTab = await context.newPage();
    await serveGtagStandIn(otherTab);
    await gotoAndSettle(otherTab, '/x/react-charts/bars/');
    await otherTab.waitForFunction(() => (window as unknown as { __gtagStandInLoaded?: boolean }).__gtagStandInLoaded === true);

    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await page.getByRole('region', CONSENT_BANNER).getByRole('button', { name: 'Essential only' }).click();
    // The granted update of its load, then the denied one of the withdrawal in the first tab.
    await otherTab.waitForFunction(
      () =>
        (window as unknown as { __gtagStandInRead: string[] }).__gtagStandInRead.filter((read) => read === 'consent update').length === 2,
    );
    const readBefore = await Promise.all(
      [page, otherTab].map((tab) => tab.evaluate(() => (window as unknown as { __gtagStandInRead: string[] }).__gtagStandInRead.length)),
    );
    // A client-side navigation in each tab: its page view (sent after the next frame) would have reached gtag.js before.
    for (const tab of [page, otherTab]) {
      const before = tab.url();
      await tab.locator('a.menu__link[href^="/x/"]:not(.menu__link--active)').first().click();
      await tab.waitForURL((url) => url.href !== before);
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    }
    const readAfter = await Promise.all(
      [page, otherTab].map((tab) => tab.evaluate(() => (window as unknown as { __gtagStandInRead: string[] }).__gtagStandInRead.length)),
    );
    expect(readAfter).toEqual(readBefore);
    expect(await analyticsCookies(page)).toEqual([]);

    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await page.getByRole('region', CONSENT_BANNER).getByRole('button', { name: 'Accept analytics' }).click();
    await page.waitForFunction(() => document.cookie.includes('_ga='));
  });

  test('removes the analytics cookie gtag.js set on the parent domain of a subdomain host', async () => {
    const { port } = new URL(baseUrl());
    // Not under x-docs.test, whose hosts every e2e page answers quietly (support/thirdParty.ts).
    const host = 'www.docs-site.test';
    const subdomainBrowser = await chromium.launch(chromiumLaunchOptions(CHROMIUM_PATH, [`MAP ${host} 127.0.0.1:${port}`]));
    try {
      const context = await subdomainBrowser.newContext();
      const page = await context.newPage();
      await serveGtagStandIn(page);
      await page.addInitScript(() => localStorage.setItem('docs-cookie-consent', 'analytics'));
      await page.goto(`http://${host}:${port}/x/introduction/licensing/`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.waitForFunction(() => document.cookie.includes('_ga='));
      expect((await context.cookies()).find((cookie) => cookie.name === '_ga')?.domain).toBe('.docs-site.test');
      await page.getByRole('button', { name: 'Cookie preferences' }).click();
      await page.getByRole('region', CONSENT_BANNER).getByRole('button', { name: 'Essential only' }).click();
      expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('_ga'))).toEqual([]);
    } finally {
      await subdomainBrowser.close();
    }
  });
});

test.describe('events', () => {
  test('queues a page view with the new title and product after a client-side navigation', async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: { width: 1280, height: 900 } });
    await serveGtagStandIn(page);
    await gotoAndSettle(page, '/x/introduction/licensing/');
    await waitForCommand(page, "command[1] === 'page_view' && command[2].page_location === '/x/introduction/licensing/'");
    await page.getByRole('contentinfo').getByRole('link', { name: 'Charts', exact: true }).click();
    // The router changes the address at once; the page view below is what waits for the new page.
    await page.waitForURL(/\/x\/react-charts\/$/, { waitUntil: 'commit' });
    const view = await waitForCommand(page, "command[1] === 'page_view' && command[2].page_location === '/x/react-charts/'");
    expect(view[2]).toEqual({
      page_title: await page.title(),
      page_location: '/x/react-charts/',
      productId: 'x-charts',
      productCategoryId: 'x',
    });
    expect(await page.title()).toMatch(/ - MUI X$/);
    expect(await page.title()).not.toBe('Licensing - MUI X');
    expect(problems.errors).toEqual([]);
  });

  test('sends the user properties and a click event for the demo toolbar', async ({ openPage }) => {
    const { page } = await openPage({ colorScheme: 'dark', deviceScaleFactor: 2 });
    await serveGtagStandIn(page);
    await gotoAndSettle(page, '/x/react-charts/bars/');
    const properties = await waitForCommand(page, "command[0] === 'set' && command[1] === 'user_properties'");
    expect(properties[2]).toEqual({
      codeVariant: 'TS',
      userLanguage: 'en',
      devicePixelRatio: 2,
      colorSchemeOS: 'dark',
      colorScheme: 'dark',
      codeStylingVariant: 'MUI System',
    });
    const toolbar = page.getByRole('toolbar', { name: 'demo source' }).first();
    await toolbar.getByRole('button', { name: /copy/i }).first().click();
    const click = await waitForCommand(page, "command[0] === 'event' && command[1] === 'demo'");
    expect(click[2]).toEqual({ eventAction: expect.stringMatching(/^copy/), eventLabel: expect.any(String) });
  });
});

test.describe('"Was this page helpful?"', () => {
  test('sends the vote and the comment, and remembers the vote; the comment’s code downloads with the vote', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await serveGtagStandIn(page);
    await page.addInitScript(() => localStorage.setItem('docs-cookie-consent', 'analytics'));
    const commentCode: string[] = [];
    page.on('request', (request) => {
      if (/\/lazy-feedback-comment\.[^/]*\.js$/.test(request.url())) commentCode.push(request.url());
    });
    await gotoAndSettle(page, '/x/introduction/licensing/');
    expect(commentCode).toEqual([]);
    const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
    await feedback.getByRole('button', { name: 'Yes' }).click();
    const vote = await waitForCommand(page, "command[1] === 'feedback'");
    expect(vote).toEqual([
      'event',
      'feedback',
      { eventAction: 'vote', eventLabel: '/x/introduction/licensing/', page: '/x/introduction/licensing/', vote: 'yes' },
    ]);
    await feedback.getByLabel('What did you find useful? (optional)').fill('The tier table.');
    expect(commentCode).toHaveLength(1);
    await feedback.getByRole('button', { name: 'Send' }).click();
    await expect(feedback.getByRole('status').textContent()).resolves.toBe('Thank you for your feedback.');
    const comment = await waitForCommand(page, "command[1] === 'feedback' && command[2].eventAction === 'comment'");
    expect(comment[2]).toMatchObject({ vote: 'yes', comment: 'The tier table.' });

    await gotoAndSettle(page, '/x/introduction/licensing/');
    await expect(
      page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    expect(problems.errors).toEqual([]);
  });

  test('offers no comment box without consent, says why and links to the cookie preferences; never thanks for a dropped comment', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await serveGtagStandIn(page);
    await page.addInitScript(() => localStorage.setItem('docs-cookie-consent', 'essential'));
    await gotoAndSettle(page, '/x/introduction/licensing/');
    const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
    await feedback.getByRole('button', { name: 'Yes' }).click();
    await expect(feedback).toContainText('Comments are sent with analytics, which you have not allowed.');
    await expect(feedback.getByRole('textbox').count()).resolves.toBe(0);
    await feedback.getByRole('button', { name: 'Cookie preferences' }).click();
    await page.getByRole('region', CONSENT_BANNER).getByRole('button', { name: 'Accept analytics' }).click();
    await feedback.getByLabel('What did you find useful? (optional)').waitFor();
  });

  test('keeps a typed comment across a reload and Back, until it is discarded', async ({ openPage }) => {
    const { page } = await openPage();
    await serveGtagStandIn(page);
    await page.addInitScript(() => localStorage.setItem('docs-cookie-consent', 'analytics'));
    await gotoAndSettle(page, '/x/introduction/licensing/');
    const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
    await feedback.getByRole('button', { name: 'No' }).click();
    const comment = feedback.getByLabel('What was missing or unclear? (optional)');
    await comment.fill('The tier table.');
    await page.reload();
    await waitForHydration(page);
    await expect(comment.inputValue()).resolves.toBe('The tier table.');
    await gotoAndSettle(page, '/x/introduction/');
    await page.goBack();
    await expect(comment.inputValue()).resolves.toBe('The tier table.');
    await feedback.getByRole('button', { name: 'Discard' }).click();
    await expect(comment.count()).resolves.toBe(0);
  });
});
