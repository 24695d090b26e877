import type { Page, Route } from '@playwright/test';
import { baseUrl, chromiumLaunchOptions, READER_CHROMIUM_PATH, waitForHydration } from './support/browser';
import { pageAnswers } from './support/demo';
import { expectTotalShiftBelow, layoutShifts, recordLayoutShifts } from './support/layoutShift';
import { expect, test } from './support/fixtures';

// Font loading as a reader's browser does it: the headless shell swaps fonts in differently.
test.use({ launchOptions: chromiumLaunchOptions(READER_CHROMIUM_PATH) });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

// A text page and a product landing, each opening with a paragraph of several lines.
const PAGES = ['/x/introduction/licensing/', '/x/react-date-pickers/'];

/**
 * The largest layout shift score the fonts may leave. A shift the fonts caused would move every line below the first
 * re-wrapped one: tens of pixels over most of the screen, a score of 0.01 or more. The pages keep their other parts
 * still (the ad slot and the demos reserve their space), so what is left is rounding in Chromium's own accounting.
 */
const MAX_SHIFT = 0.001;

interface LinePosition {
  top: number;
  right: number;
}

/** Where the first paragraph's last line ends: the first paint's position is recorded by the page itself. */
async function recordLastLineAtFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const lastLine = () => {
      const paragraph = document.querySelector('.markdown > p');
      if (!paragraph) return null;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const rects = [...range.getClientRects()];
      const last = rects[rects.length - 1];
      return last ? { top: last.top + scrollY, right: last.right } : null;
    };
    Object.assign(window, { __lastLine: lastLine });
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        Object.assign(window, { __lastLineAtFirstPaint: lastLine() });
        observer.disconnect();
      }
    }).observe({ type: 'paint', buffered: true });
  });
}

/**
 * The same line, ending about where it did. A re-wrap moves the line's top, or its end by at least a word (20 px and
 * more); a metric-matched fallback and its font differ by a pixel or two over a line, which moves nothing else.
 */
function expectSameLine(line: LinePosition | null, before: LinePosition): void {
  expect(line?.top).toBe(before.top);
  expect(Math.abs((line?.right ?? Infinity) - before.right)).toBeLessThan(8);
}

async function lastLineAtFirstPaint(page: Page): Promise<LinePosition> {
  const handle = await page.waitForFunction(() => (window as unknown as { __lastLineAtFirstPaint?: LinePosition }).__lastLineAtFirstPaint);
  return (await handle.jsonValue()) as LinePosition;
}

/** The last line's position once every font the page asked for has loaded (or failed). */
function lastLineWhenFontsAreReady(page: Page): Promise<LinePosition | null> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return (window as unknown as { __lastLine: () => LinePosition | null }).__lastLine();
  });
}

async function pressAndClick(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('.markdown > p').first().click();
}

test.describe('web fonts', () => {
  for (const [pathname, deviceName, device] of PAGES.flatMap((pathname) => [
    [pathname, 'phone', PHONE] as const,
    [pathname, 'desktop', DESKTOP] as const,
  ])) {
    test(`${pathname} (${deviceName}, first visit) asks for its fonts at load and nothing moves when they are ready or at the first input`, async ({
      openPage,
    }) => {
      const { page, problems } = await openPage(device);
      await recordLayoutShifts(page);
      await recordLastLineAtFirstPaint(page);
      await page.goto(`${baseUrl()}${pathname}`, { waitUntil: 'load' });
      await waitForHydration(page);
      const atFirstPaint = await lastLineAtFirstPaint(page);
      const whenReady = await lastLineWhenFontsAreReady(page);
      expectSameLine(whenReady, atFirstPaint);

      const loading = await page.evaluate(() => {
        const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2'));
        return {
          requested: fonts.map((entry) => entry.name),
          // The script that registers the faces runs as the head is parsed: none waits for an input, a timer or a promise.
          waitingScripts: [...document.head.querySelectorAll('script:not([src])')]
            .map((script) => script.textContent ?? '')
            .filter(
              (text) => /font/i.test(text) && /addEventListener|setTimeout|requestAnimationFrame|requestIdleCallback|\.then\(/.test(text),
            ).length,
          loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
        };
      });
      // The Latin files of each family its text needs, requested by the page's own text before any input, once each.
      expect(loading.requested.length).toBeGreaterThanOrEqual(2);
      expect(new Set(loading.requested).size).toBe(loading.requested.length);
      expect(loading.waitingScripts).toBe(0);
      expect(loading.loaded).toEqual(expect.arrayContaining(['IBM Plex Sans Variable', 'Inter Variable']));

      const firstInputAt = await page.evaluate(() => performance.now());
      await pressAndClick(page);
      expectSameLine(await lastLineWhenFontsAreReady(page), atFirstPaint);
      const shifts = await layoutShifts(page);
      // Chromium may flag a sub-pixel shift during the load itself as following an input; only the reader's counts here.
      expect(shifts.filter((shift) => shift.hadRecentInput && shift.startTime >= firstInputAt)).toEqual([]);
      expectTotalShiftBelow(shifts, MAX_SHIFT);
      expect(problems.errors).toEqual([]);
    });
  }

  test('keeps the fallback, and the text and the navbar still, when the fonts and the logo arrive after the first paint', async ({
    openPage,
  }) => {
    const { page, problems } = await openPage(PHONE);
    await recordLayoutShifts(page);
    await recordLastLineAtFirstPaint(page);
    // The font files and the navbar's logo wait until the page has painted, as on a slow network.
    const late = /\.woff2$|\/img\/logo\.svg$/;
    const held: Route[] = [];
    await page.route(late, (route) => {
      held.push(route);
    });
    await page.goto(`${baseUrl()}/x/introduction/licensing/`, { waitUntil: 'domcontentloaded' });
    const atFirstPaint = await lastLineAtFirstPaint(page);
    const heldFiles = () => held.map((route) => new URL(route.request().url()).pathname.split('/').pop());
    await expect.poll(heldFiles).toEqual(expect.arrayContaining(['logo.svg', expect.stringMatching(/\.woff2$/)]));
    // The logo's box is held by its width and height: the title and the menus after it stay where they were drawn.
    const navbarTitle = page.locator('.navbar__title').first();
    const titleAtFirstPaint = await navbarTitle.boundingBox();
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(late);
    await waitForHydration(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.navbar__logo img')].every((image) => image.complete && image.naturalWidth > 0),
    );
    expect(await navbarTitle.boundingBox()).toEqual(titleAtFirstPaint);
    expectSameLine(await lastLineWhenFontsAreReady(page), atFirstPaint);

    await pressAndClick(page);
    expectSameLine(await lastLineWhenFontsAreReady(page), atFirstPaint);
    expectTotalShiftBelow(await layoutShifts(page), MAX_SHIFT);
    // The paragraph is still drawn with the fallback face's local font, not the web font that came in since.
    expect(await paragraphFonts(page)).not.toContain('IBM Plex Sans');
    expect(problems.errors).toEqual([]);
  });
});

test.describe('the Latin files', () => {
  /** The web faces the page has loaded, as `family: unicode-range` (the browser writes ranges without zeros). */
  async function loadedFaces(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded' && !face.family.includes('Fallback'))
        .map((face) => `${face.family.replace(/"/g, '')}: ${face.unicodeRange}`);
    });
  }

  test("a page gets the rest of a family's Latin characters only when its text has one, and draws it in that family", async ({
    openPage,
    browser,
  }) => {
    const { page, problems } = await openPage(DESKTOP);
    // Written with ASCII and the common symbols (© in the footer, « » by the previous and next links): the common cut.
    await page.goto(`${baseUrl()}/x/introduction/licensing/`, { waitUntil: 'load' });
    const common = await loadedFaces(page);
    expect(common).toEqual([
      expect.stringMatching(/^IBM Plex Sans Variable: U\+20-7E, /),
      expect.stringMatching(/^Inter Variable: U\+20-7E, /),
    ]);

    // Its text names Köln: IBM Plex Sans's other Latin characters come too.
    const localization = `${baseUrl()}/x/react-date-pickers/localization/`;
    await page.goto(localization, { waitUntil: 'load' });
    expect(await loadedFaces(page)).toEqual(
      expect.arrayContaining([...common, expect.stringMatching(/^IBM Plex Sans Variable: U\+0-1F, /)]),
    );
    expect(problems.errors).toEqual([]);

    // On a reader's next visit, both files come from the browser's cache (which the suite's routing turns off, so this
    // context has none) and the ö is drawn in IBM Plex Sans with the rest of its paragraph.
    const context = await browser.newContext(DESKTOP);
    try {
      const reader = await context.newPage();
      await reader.goto(localization, { waitUntil: 'load' });
      await reader.goto(localization, { waitUntil: 'load' });
      const marked = await reader.evaluate(async () => {
        await document.fonts.ready;
        const paragraph = [...document.querySelectorAll('.markdown > p')].find((candidate) => candidate.textContent?.includes('Köln'));
        paragraph?.setAttribute('data-names-koln', '');
        return paragraph !== undefined;
      });
      expect(marked).toBe(true);
      const proseFonts = (await paragraphFonts(reader, '[data-names-koln]')).filter((family) => !/mono/i.test(family));
      expect(proseFonts).toEqual(['IBM Plex Sans']);
    } finally {
      await context.close();
    }
  });
});

test.describe('web fonts on a page of demos', () => {
  test("keep the fallback, and the text still, when the fonts come after the first paint and the demos' styles after them", async ({
    openPage,
  }) => {
    const { page, problems } = await openPage(PHONE);
    await recordLayoutShifts(page);
    await recordLastLineAtFirstPaint(page);
    // A slow phone: the page paints, then its fonts arrive, then its scripts, whose MUI parts write their styles.
    const heldFonts: Route[] = [];
    const heldScripts: Route[] = [];
    await page.route(/\.woff2$/, (route) => {
      heldFonts.push(route);
    });
    await page.route(/\/assets\/js\/[^/]+\.js$/, (route) => {
      heldScripts.push(route);
    });
    await page.goto(`${baseUrl()}/x/react-data-grid/row-grouping/`, { waitUntil: 'commit' });
    const atFirstPaint = await lastLineAtFirstPaint(page);
    expect(heldFonts.length).toBeGreaterThan(0);
    await Promise.all(heldFonts.map((route) => route.continue()));
    await page.unroute(/\.woff2$/);
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'IBM Plex Sans Variable' && face.status === 'loaded'),
    );
    await Promise.all(heldScripts.map((route) => route.continue()));
    await page.unroute(/\/assets\/js\/[^/]+\.js$/);
    await waitForHydration(page);
    // MUI's styles are in the page: the SSR ones moved into the head, each new one inserted into a stylesheet.
    await page.waitForFunction(() => document.head.querySelector('style[data-emotion]') !== null);
    await page.waitForLoadState('networkidle');
    await pageAnswers(page);
    expectSameLine(await lastLineWhenFontsAreReady(page), atFirstPaint);
    expectTotalShiftBelow(await layoutShifts(page), MAX_SHIFT);
    expect(await paragraphFonts(page)).not.toContain('IBM Plex Sans');

    // The demos mount as they come near the screen, each writing more styles: the paragraph keeps its face.
    for (const demo of await page.locator('.demo-frame').all()) await demo.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.demo-frame .MuiDataGrid-root').length > 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    expectSameLine(await lastLineWhenFontsAreReady(page), atFirstPaint);
    expect(await paragraphFonts(page)).not.toContain('IBM Plex Sans');
    expect(problems.errors).toEqual([]);
  });
});

/** The fonts Chromium draws a paragraph's text with, the first one's by default (DevTools protocol: the platform fonts of a node). */
async function paragraphFonts(page: Page, selector = '.markdown > p'): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}
