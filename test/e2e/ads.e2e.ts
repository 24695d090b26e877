import type { Page } from '@playwright/test';
import { baseUrl, waitForHydration, type PageProblems } from './support/browser';
import { queuedCommands, serveGtagStandIn, waitForCommand } from './support/analytics';
import { AD_HOST, test, usableFeed, type AdNetwork } from './support/adNetwork';
import { pageAnswers } from './support/demo';
import { expect, type OpenPage } from './support/fixtures';

const PAGE = '/x/introduction/licensing/';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface AdPageOptions {
  /** The session's ad shape: the network's script (image) or its JSON feed (inline). */
  shape: 'image' | 'inline';
  /** What Math.random returns on the page, to make sampling and in-house picks deterministic. */
  random: number;
  userAgent?: string;
  viewport?: { width: number; height: number };
  /** The page to open: the English licensing page unless said. */
  pathname?: string;
}

async function openAdPage(
  openPage: OpenPage,
  { shape, random, userAgent, viewport, pathname = PAGE }: AdPageOptions,
): Promise<{ page: Page; problems: PageProblems }> {
  const opened = await openPage({ userAgent, viewport: viewport ?? { width: 1280, height: 900 } });
  // The ad host goes to the stand-in network (support/adNetwork.ts); gtag.js gets its own stand-in.
  await serveGtagStandIn(opened.page);
  await opened.page.addInitScript(
    ([storedShape, value]) => {
      sessionStorage.setItem('x-docs-ad-shape', String(storedShape));
      Math.random = () => Number(value);
    },
    [shape, random] as const,
  );
  // When the slot first shows an ad: the shift checks count from then on.
  await opened.page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-ad-slot] [data-ad-status="network"]')) {
        (window as unknown as { adShownAt: number }).adShownAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ad-status'] });
  });
  await opened.page.goto(`${baseUrl()}${pathname}`, { waitUntil: 'load' });
  await waitForHydration(opened.page);
  return opened;
}

function adStatus(page: Page, status: string): Promise<unknown> {
  return page.locator(`[data-ad-slot] [data-ad-status="${status}"]`).waitFor({ state: 'attached', timeout: 20_000 });
}

async function slotText(page: Page): Promise<string> {
  return (await page.locator('[data-ad-slot]').innerText()).trim();
}

function feedRequests(network: AdNetwork): number {
  return network.requests.filter((path) => path.startsWith('/ads/')).length;
}

test.describe('the network feed (inline ads)', () => {
  test('shows the first usable ad, counts its impression and queues a sampled display event', async ({ openPage, network }) => {
    network.feed = { kind: 'json', body: usableFeed() };
    const { page, problems } = await openAdPage(openPage, { shape: 'inline', random: 0.05 });
    await adStatus(page, 'network');
    const slot = page.locator('[data-ad-slot]');
    await expect(slotText(page)).resolves.toContain('Acme Builds — Preview every pull request of your React app in seconds.');
    await expect(slot.getByRole('link').getAttribute('href')).resolves.toBe(`http://ads.x-docs.test/click/feed-1`);
    await expect(slot.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true);
    const display = await waitForCommand(page, "command[1] === 'ad' && command[2].eventAction === 'display'");
    expect(display).toEqual(['event', 'ad', { eventAction: 'display', eventLabel: 'carbon-inline' }]);
    await expect.poll(() => network.requests.includes('/impression/feed-1') && network.requests.includes('/pixel/a')).toBe(true);
    expect(feedRequests(network)).toBe(1);
    expect(problems.errors).toEqual([]);
  });

  test('does not queue the display event for the nine draws in ten that are not sampled', async ({ openPage, network }) => {
    network.feed = { kind: 'json', body: usableFeed() };
    const { page } = await openAdPage(openPage, { shape: 'inline', random: 0.5 });
    await adStatus(page, 'network');
    // The display event is queued before the impression pixels are asked for (plugins/ads/theme/AdSlot/AdDisplay.tsx).
    await expect.poll(() => network.requests.includes('/impression/feed-1')).toBe(true);
    const adEvents = (await queuedCommands(page)).filter(([command, name]) => command === 'event' && name === 'ad');
    expect(adEvents).toEqual([]);
  });

  const failures: [string, AdNetwork['feed'], number][] = [
    ['garbage instead of JSON', { kind: 'text', body: '{"ads": [ this is not json' }, 1],
    ['a server error (500)', { kind: 'status', status: 500 }, 1],
    ['ten answers without a usable ad', { kind: 'json', body: { ads: [{}, { company: 'No link' }, { statlink: '' }] } }, 10],
  ];

  for (const [name, feed, requests] of failures) {
    test(`ends with no ad and no console error after ${name}`, async ({ openPage, network }) => {
      network.feed = feed;
      const { page, problems } = await openAdPage(openPage, { shape: 'inline', random: 0.5 });
      await adStatus(page, 'empty-noAd');
      expect(await slotText(page)).toBe('');
      expect(await page.locator('[data-ad-slot] a, [data-ad-slot] img').count()).toBe(0);
      expect(feedRequests(network)).toBe(requests);
      // Chromium itself logs every HTTP error status it receives; the page logs nothing.
      const browserLog = /^console: Failed to load resource: the server responded with a status of 500/;
      expect(problems.errors.filter((error) => !browserLog.test(error))).toEqual([]);
    });
  }

  test('gives up on a feed that hangs, after its timeout, with no ad and no console error', async ({ openPage, network }) => {
    network.feed = { kind: 'hang' };
    const { page, problems } = await openAdPage(openPage, { shape: 'inline', random: 0.5 });
    await adStatus(page, 'empty-noAd');
    expect(await slotText(page)).toBe('');
    expect(feedRequests(network)).toBe(1);
    expect(problems.errors).toEqual([]);
  });

  test('shows markup in a feed description as text and runs none of it', async ({ openPage, network }) => {
    network.feed = {
      kind: 'json',
      body: usableFeed({ description: '<img src=x onerror="window.__adXss = 1"> Hello', company: '<b>Bold</b>' }),
    };
    const { page, problems } = await openAdPage(openPage, { shape: 'inline', random: 0.5 });
    await adStatus(page, 'network');
    await expect(slotText(page)).resolves.toContain('<b>Bold</b> — <img src=x onerror="window.__adXss = 1"> Hello');
    await pageAnswers(page);
    expect(await page.evaluate(() => '__adXss' in window)).toBe(false);
    expect(await page.locator('[data-ad-slot] b, [data-ad-slot] img[src="x"]').count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('the network script (image ads)', () => {
  test('shows the ad the network script renders', async ({ openPage, network }) => {
    network.script = 'ad';
    const { page, problems } = await openAdPage(openPage, { shape: 'image', random: 0.5 });
    await adStatus(page, 'network');
    await expect(slotText(page)).resolves.toContain('Network ad: ship React dashboards faster.');
    expect(network.requests).toContain('/carbon.js');
    expect(problems.errors).toEqual([]);
  });

  test('replaces the default backers link with an in-house ad', async ({ openPage, network }) => {
    network.script = 'backers';
    const { page } = await openAdPage(openPage, { shape: 'image', random: 0.5 });
    await adStatus(page, 'inHouse');
    const slot = page.locator('[data-ad-slot]');
    await slot.getByRole('link', { name: /Themes/ }).waitFor();
    await expect(slot.locator('#carbonads').isVisible()).resolves.toBe(false);
  });

  test('shows an in-house ad after the polls when a blocker stops the script', async ({ openPage }) => {
    const { page } = await openAdPage(openPage, { shape: 'image', random: 0.5 });
    await page.route('**/carbon.js*', (route) => route.abort('blockedbyclient'));
    const started = Date.now();
    await page.reload({ waitUntil: 'load' });
    await adStatus(page, 'inHouse');
    // Seven polls of 500 ms go by before a blocker is assumed.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3500);
    const link = page.locator('[data-ad-slot]').getByRole('link');
    await expect(link.textContent()).resolves.toContain('Themes');
    await expect(link.getAttribute('href')).resolves.toBe('https://mui.com/store/?type=themes');
    // The in-house image starts loading when the ad appears: wait for it to arrive, at its real size.
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[data-ad-slot] img')?.complete === true);
    await expect(page.locator('[data-ad-slot] img').evaluate((image: HTMLImageElement) => image.naturalWidth)).resolves.toBe(130);
  });

  test('asks one blocker user in five to support the project instead', async ({ openPage }) => {
    const { page } = await openAdPage(openPage, { shape: 'image', random: 0.1 });
    await page.route('**/carbon.js*', (route) => route.abort('blockedbyclient'));
    await page.reload({ waitUntil: 'load' });
    await adStatus(page, 'blockerMessage');
    await expect(slotText(page)).resolves.toContain('please allow ads on this site in your ad blocker');
  });
});

/**
 * The layout shifts that move the slot, or anything after it, up or down (what a late or oversized ad would push
 * down), each with its score and the elements that moved, so a failure says what shifted.
 */
function shiftsOfSlotAndBelow(page: Page): Promise<{ value: number; moved: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        const slotElement = document.querySelector('[data-ad-slot]');
        // Shifts before the ad came are not the ad's.
        const adShownAt = (window as unknown as { adShownAt?: number }).adShownAt ?? 0;
        const shifts: { value: number; moved: string[] }[] = [];
        const describe = (node: Node) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
            : `${node.nodeName} "${(node.textContent ?? '').slice(0, 40)}"`;
        const isSlotOrLater = (node: Node) =>
          Boolean(
            slotElement && (slotElement.contains(node) || slotElement.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING),
          );
        new PerformanceObserver((list) => {
          type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
          for (const entry of list.getEntries() as Shift[]) {
            const movedDown = entry.sources.filter(
              ({ node, previousRect, currentRect }) => node && isSlotOrLater(node) && Math.abs(currentRect.y - previousRect.y) >= 1,
            );
            if (!entry.hadRecentInput && entry.startTime >= adShownAt && movedDown.length > 0) {
              shifts.push({ value: entry.value, moved: movedDown.map(({ node }) => describe(node as Node)) });
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 200);
      }),
  );
}

/** Waits until the slot's ad is drawn: its images loaded, and the frames after them painted. */
async function adDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-ad-slot] img')].every((image) => image.complete));
  await pageAnswers(page);
}

function slotHeight(page: Page): Promise<number> {
  return page.locator('[data-ad-slot]').evaluate((slot) => slot.getBoundingClientRect().height);
}

test.describe('every reader', () => {
  test('gives crawlers an empty slot and asks the network for nothing', async ({ openPage, network }) => {
    network.script = 'ad';
    network.feed = { kind: 'json', body: usableFeed() };
    const { page, problems } = await openAdPage(openPage, { shape: 'image', random: 0.5, userAgent: CRAWLER });
    await adStatus(page, 'empty-crawler');
    await page.waitForTimeout(4000);
    expect(await slotText(page)).toBe('');
    expect(await page.locator('[data-ad-slot]').evaluate((slot) => slot.getBoundingClientRect().height)).toBe(126);
    expect(network.requests).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  for (const [name, viewport, height] of [
    ['desktop', { width: 1280, height: 900 }, 126],
    ['phone', { width: 390, height: 844 }, 142],
  ] as const) {
    test(`keeps the layout shift score at 0 while the ad loads (${name})`, async ({ openPage, network }) => {
      network.script = 'ad';
      network.scriptDelayMs = 1500;
      const { page } = await openAdPage(openPage, { shape: 'image', random: 0.5, viewport });
      const slot = page.locator('[data-ad-slot]');
      const style = await slot.evaluate((element) => getComputedStyle(element));
      expect(style.height).toBe(`${height}px`);
      expect([style.marginTop, style.marginBottom]).toEqual(['24px', '24px']);
      await adStatus(page, 'network');
      await adDrawn(page);
      // Shifts of the slot or of anything after it: what a late ad would push down.
      expect(await shiftsOfSlotAndBelow(page)).toEqual([]);
    });
  }
});

test.describe('hostile ads', () => {
  const longWord = 'A'.repeat(3000);
  const longText = Array.from({ length: 2400 }, (_, index) => `word${index}`).join(' ');

  for (const [name, overrides, visibleStart] of [
    ['a 24 KB feed description', { description: longText.slice(0, 24_000) }, 'word0 word1'],
    ['a 3,000-character company name without spaces', { company: longWord }, 'AAAAAAAAAA'],
  ] as const) {
    test(`keep the slot at its reserved height with ${name} (desktop and phone)`, async ({ openPage, network }) => {
      network.feed = { kind: 'json', body: usableFeed(overrides) };
      // The ad comes a second after the page, as it may for a reader on a real network: the slot already holds its place.
      network.feedDelayMs = 1000;
      for (const [viewport, height] of [
        [{ width: 1280, height: 900 }, 126],
        [{ width: 390, height: 844 }, 142],
      ] as const) {
        const { page, problems } = await openAdPage(openPage, { shape: 'inline', random: 0.5, viewport });
        await adStatus(page, 'network');
        await adDrawn(page);
        expect(await slotHeight(page)).toBe(height);
        expect(await shiftsOfSlotAndBelow(page)).toEqual([]);
        // The text is cut, not hidden: the reader still sees the start of it.
        await expect(page.locator('[data-ad-slot]').innerText()).resolves.toContain(visibleStart);
        expect(problems.errors).toEqual([]);
        await page.context().close();
      }
    });
  }

  for (const [language, pathname, description] of [
    ['English', PAGE, longText.slice(0, 2000)],
    ['Chinese', `/zh${PAGE}`, '在一个页面里预览每个拉取请求的运行结果，团队成员无需在本地安装任何依赖即可审阅界面改动。'.repeat(12)],
  ] as const) {
    test(`ends a long description with the ellipsis on a phone, with no fifth line under it (${language})`, async ({
      openPage,
      network,
    }) => {
      network.feed = { kind: 'json', body: usableFeed({ description }) };
      const { page, problems } = await openAdPage(openPage, {
        shape: 'inline',
        random: 0.5,
        viewport: { width: 390, height: 844 },
        pathname,
      });
      await adStatus(page, 'network');
      const text = page.locator('[data-ad-slot] a > span');
      await text.waitFor();
      const lines = await text.evaluate((element) => {
        // What the reader sees of the text: the lines that start inside the box's clipping edge (its padding box).
        const box = element.getBoundingClientRect();
        const poweredBy = element.closest('[data-ad-slot] div')?.querySelector(':scope > span')?.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.top < box.bottom - 0.5).map((rect) => Math.round(rect.top)));
        return {
          shown: tops.size,
          clamped: element.scrollHeight > element.clientHeight,
          clearOfAdBy: !poweredBy || poweredBy.top >= box.bottom,
        };
      });
      expect(lines).toEqual({ shown: 4, clamped: true, clearOfAdBy: true });
      expect(problems.errors).toEqual([]);
    });
  }

  test('cuts a 900 px tall network ad to the slot', async ({ openPage, network }) => {
    network.script = 'tall';
    network.scriptDelayMs = 500;
    const { page, problems } = await openAdPage(openPage, { shape: 'image', random: 0.5 });
    await adStatus(page, 'network');
    await page.locator('#carbonads').waitFor();
    await adDrawn(page);
    expect(await slotHeight(page)).toBe(126);
    expect(await shiftsOfSlotAndBelow(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('loads at most five impression pixels, none over plain HTTP from another host', async ({ openPage, network }) => {
    const pixels = [`http://tracker.x-docs.test/plain`, ...Array.from({ length: 30 }, (_, index) => `//${AD_HOST}/pixel/${index}`)];
    network.feed = { kind: 'json', body: usableFeed({ pixel: pixels.join('||') }) };
    const { page } = await openAdPage(openPage, { shape: 'inline', random: 0.5 });
    const seen: string[] = [];
    page.on('request', (request) => {
      if (/\/(pixel|impression|plain)/.test(request.url())) seen.push(request.url());
    });
    await adStatus(page, 'network');
    const impressions = () => network.requests.filter((path) => path.startsWith('/pixel/') || path.startsWith('/impression/'));
    // The pixels are asked for together: once five have come, the frames after them would have sent a sixth.
    await expect.poll(() => impressions().length).toBeGreaterThanOrEqual(5);
    await pageAnswers(page);
    expect(impressions()).toHaveLength(5);
    expect(seen.some((url) => url.includes('tracker.x-docs.test'))).toBe(false);
  });
});
