import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Response } from '@playwright/test';
import { baseUrl, gotoAndSettle, waitForHydration } from './support/browser';
import { BUILD_DIR, MAIN_BUNDLE, navigationPageUrls, PAGE_CHUNK, PRODUCT_LANDING_URLS } from './support/site';
import { filesUnder } from '../unit/filesUnder';
import { expect, test, type OpenPage } from './support/fixtures';
import { chooseSetting, openSettings } from './support/settings';

test.describe('pages of the navigation', () => {
  for (const url of PRODUCT_LANDING_URLS) {
    test(`product landing route ${url} is in the navigation`, () => {
      expect(navigationPageUrls()).toContain(url);
    });
  }

  test('opens a page written without its trailing slash', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(`${baseUrl()}/x/introduction/licensing`);
    expect(new URL(page.url()).pathname).toBe('/x/introduction/licensing/');
  });

  for (const pathname of ['/x/', '/x', '/']) {
    test(`redirects ${pathname} to the introduction`, async ({ openPage }) => {
      const { page } = await openPage();
      await page.goto(`${baseUrl()}${pathname}`);
      await page.waitForURL('**/x/introduction/');
    });
  }

  test("sends the reference site's telemetry guide address to the telemetry page", async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(`${baseUrl()}/x/guides/telemetry/`);
    await page.waitForURL('**/x/introduction/telemetry/');
    await page.locator('article h1', { hasText: 'Telemetry' }).waitFor();
  });

  for (const [typed, canonical] of [
    ['/x//introduction/licensing/', '/x/introduction/licensing/'],
    ['/X/INTRODUCTION/LICENSING/', '/x/introduction/licensing/'],
    [
      '/x/React-Data-Grid//sorting/?utm_source=mail#setting-the-sort-model',
      '/x/react-data-grid/sorting/?utm_source=mail#setting-the-sort-model',
    ],
  ] as const) {
    test(`opens ${typed} at its canonical address, hydrated without a mismatch`, async ({ openPage }) => {
      const { page, problems } = await openPage();
      await page.goto(`${baseUrl()}${typed}`);
      await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === canonical);
      await waitForHydration(page);
      await expect(page.locator('article h1').first().isVisible()).resolves.toBe(true);
      expect(await page.getByText('Page Not Found').count()).toBe(0);
      // The server answers a mis-cased address with its 404 page, which sends the reader on at once: that answer aside, nothing fails.
      expect(problems.errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    });
  }

  test('opens a folder’s index.html, as a host that serves it under that name does, at the folder’s address', async ({ openPage }) => {
    const { page, problems } = await openPage();
    // The build server redirects `…/index.html` itself; some hosts answer it with the page.
    await page.route(/\/x\/introduction\/licensing\/index\.html/, (route) =>
      route.fulfill({ path: path.join(BUILD_DIR, 'x', 'introduction', 'licensing', 'index.html') }),
    );
    await page.goto(`${baseUrl()}/x/introduction/licensing/index.html?a=1#license-tiers`);
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === '/x/introduction/licensing/?a=1#license-tiers');
    await waitForHydration(page);
    await page.locator('article h1', { hasText: /^Licensing$/ }).waitFor();
    expect(await page.getByText('Page Not Found').count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  test('serves the Chinese build under /zh/', async ({ openPage }) => {
    const { page } = await openPage();
    const response = await page.goto(`${baseUrl()}/zh/x/introduction/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await expect(page.locator('article h1').first().textContent()).resolves.toBeTruthy();
  });
});

test.describe('caching, as a static host serves the build', () => {
  test('keeps fingerprinted files a year and has pages, the worker and the search index revalidated', async ({ openPage }) => {
    const { page } = await openPage();
    const scripts: string[] = [];
    let mainBundle = '';
    page.on('response', (response) => {
      if (!MAIN_BUNDLE.test(response.url())) return;
      scripts.push(response.headers()['cache-control'] ?? '');
      mainBundle = new URL(response.url()).pathname;
    });
    const html = await page.goto(`${baseUrl()}/zh/x/introduction/`);
    await waitForHydration(page);
    expect(html?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(scripts).toEqual(['public, max-age=31536000, immutable']);
    // The test server keeps a fingerprinted file compressed once it has sent it: what it sends again is the file.
    const again = await fetch(`${baseUrl()}${mainBundle}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(await again.text()).toBe(fs.readFileSync(path.join(BUILD_DIR, mainBundle), 'utf8'));
    for (const file of ['/sw.js', '/pagefind/pagefind-entry.json', '/x/introduction/']) {
      const response = await fetch(`${baseUrl()}${file}`);
      expect([file, response.headers.get('cache-control')]).toEqual([file, 'public, max-age=0, must-revalidate']);
      // Asked again with the tag it was given, the server answers that the copy is still good.
      const again = await fetch(`${baseUrl()}${file}`, { headers: { 'If-None-Match': response.headers.get('etag') ?? '' } });
      expect([file, again.status]).toEqual([file, 304]);
    }
    expect((await fetch(`${baseUrl()}/_headers`)).status).toBe(404);
  });
});

test.describe('navigation chrome', () => {
  test('shows the Pro and Premium badges of entries in the sidebar', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.locator('a', { hasText: 'Heatmap' }).locator('[data-badge="plan"]').textContent()).resolves.toBe('Pro');
    // Another group than the current page's starts folded: open it first.
    await sidebar.getByRole('button', { name: 'Introduction', exact: true }).click();
    await expect(sidebar.locator('a', { hasText: 'Priority support' }).locator('[data-badge="plan"]').textContent()).resolves.toBe(
      'Premium',
    );
  });

  test("opens the current page's groups in the sidebar and keeps the others folded", async ({ openCheckedPage }) => {
    const { page } = await openCheckedPage('/x/react-data-grid/column-pinning/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const group = (name: string) => sidebar.getByRole('button', { name, exact: true });
    await expect(group('Data Grid').getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(group('Columns').getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(sidebar.getByRole('link', { name: /Column pinning/ }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(group('Rows').getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(group('Charts').getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await sidebar.getByRole('link', { name: 'Heatmap' }).count()).toBe(0);
    await group('Charts').click();
    await sidebar.getByRole('link', { name: /Heatmap/ }).waitFor();
  });

  test('moves the highlight in the sidebar as the reader moves, and opens the group of a page reached by a link', async ({
    openCheckedPage,
  }) => {
    const { page } = await openCheckedPage('/x/react-data-grid/column-pinning/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const group = (name: string) => sidebar.getByRole('button', { name, exact: true });
    const current = () => sidebar.locator('a[aria-current="page"]').allTextContents();
    await sidebar.getByRole('link', { name: /Column visibility/ }).click();
    await page.waitForURL('**/react-data-grid/column-visibility/');
    await expect.poll(current).toEqual(['Column visibility']);
    await sidebar.getByRole('link', { name: 'Overview', exact: true }).first().click();
    await page.waitForURL('**/react-data-grid/');
    await expect.poll(current).toEqual(['Overview']);
    await expect(group('Columns').getAttribute('aria-expanded')).resolves.toBe('true');
    // A link in the text to a folded group's page: the group opens on its current page.
    await expect(group('Introduction').getAttribute('aria-expanded')).resolves.toBe('false');
    await page.locator('article').getByRole('link', { name: 'Licensing', exact: true }).click();
    await page.waitForURL('**/introduction/licensing/');
    await expect.poll(current).toEqual(['Licensing']);
    await expect(group('Introduction').getAttribute('aria-expanded')).resolves.toBe('true');
    await page.goBack();
    await expect.poll(current).toEqual(['Overview']);
  });

  test("shows a page's plan badge in its header", async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/heatmap/');
    await expect(page.locator('.doc-page-badges [data-badge="plan"]').textContent()).resolves.toBe('Pro');
  });

  test('lists "What\'s new" first, as an external link', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/introduction/');
    const first = page.locator('nav[aria-label="Docs sidebar"] .menu__list > li').first().locator('a');
    await expect(first.textContent()).resolves.toContain("What's new");
    await expect(first.getAttribute('href')).resolves.toMatch(/^https:\/\//);
  });

  test("opens the phone menu on the page's own sidebar, with the navbar's links one step back", async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: { width: 390, height: 844 } });
    await gotoAndSettle(page, '/x/react-data-grid/column-pinning/');
    // The navbar keeps the search box alone: its Settings button, which the box would cover, is not shown or tabbable.
    await expect(page.locator('.navbar__inner').getByRole('button', { name: 'Settings', exact: true }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.locator('.navbar-sidebar');
    const current = drawer.getByRole('link', { name: /Column pinning/ });
    await current.waitFor();
    await expect(current.getAttribute('aria-current')).resolves.toBe('page');
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    await drawer.locator('.navbar-sidebar__item:not([inert]) .menu__link', { hasText: 'Data Grid' }).first().waitFor();
    await drawer.getByRole('button', { name: 'Close navigation bar' }).click();
    await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
    expect(problems.errors).toEqual([]);
  });

  test("prefetches the next page's code once the reader reaches the end of the page", async ({ openPage }) => {
    const { page } = await openPage();
    const scriptsOf = (target: typeof page) => {
      const urls = new Set<string>();
      target.on('request', (request) => {
        if (request.resourceType() === 'script') urls.add(request.url());
      });
      return urls;
    };
    const licensingScripts = scriptsOf(page);
    await gotoAndSettle(page, '/x/introduction/licensing/');
    const next = page.locator('nav.pagination-nav a.pagination-nav__link--next');
    const nextPath = await next.getAttribute('href');
    if (!nextPath) throw new Error('The licensing page has no next page.');

    // What the next page loads that this one has not: its own content, among others.
    const other = await page.context().newPage();
    const nextScripts = scriptsOf(other);
    await gotoAndSettle(other, nextPath);
    const nextOnly = [...nextScripts].filter((url) => !licensingScripts.has(url));
    expect(nextOnly.length).toBeGreaterThan(0);

    // At the end of the page, the code of the next page's route is fetched ahead of a click.
    await next.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (urls) => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].some((link) => urls.includes(link.href)),
      nextOnly,
    );
  });

  test('shows the current product and its versions in the navbar', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/');
    const menu = page.locator('.navbar .dropdown', { hasText: 'Data Grid' });
    await expect(menu.locator('.navbar__link').textContent()).resolves.toContain('v8.29.3');
    const titles = menu.locator('.dropdown__menu a > span > span:first-child');
    await expect(titles.allTextContents()).resolves.toEqual(['v8.29.3 (current)', 'v7', 'v6', 'v5', 'v4']);
    await expect(menu.locator('.dropdown__menu a').nth(1).getAttribute('href')).resolves.toBe('https://v7.mui.com/x/react-data-grid/');
  });
});

test.describe('the MUI theme', () => {
  test('exposes window.createTheme on a page with demos, building on the site theme', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-tree-view/');
    const radius = await page.evaluate(() => window.createTheme({ palette: { mode: 'light' } }).shape.borderRadius);
    expect(radius).toBe(12);
  });

  test('lays out and styles a page with JavaScript disabled', async ({ openPage }) => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/x/react-tree-view/`);
    const styles = await page.evaluate(() => {
      const item = document.querySelector('.MuiTreeItem-content');
      const text = document.querySelector('.MuiTypography-root');
      const navbar = document.querySelector('.navbar');
      return {
        itemDisplay: item ? getComputedStyle(item).display : null,
        textFont: text ? getComputedStyle(text).fontFamily : null,
        navbarPosition: navbar ? getComputedStyle(navbar).position : null,
        bodyFont: getComputedStyle(document.body).fontFamily,
        emotionStyleTags: document.querySelectorAll('style[data-emotion]').length,
      };
    });
    expect(styles.itemDisplay).toBe('flex');
    expect(styles.textFont).toContain('IBM Plex Sans');
    expect(styles.navbarPosition).toBe('sticky');
    expect(styles.bodyFont).toContain('IBM Plex Sans');
    expect(styles.emotionStyleTags).toBeGreaterThan(0);
  });

  test('declares the cascade layers before any other style', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/introduction/');
    const firstStyle = await page.evaluate(() => document.head.querySelector('style, link[rel="stylesheet"]')?.textContent);
    expect(firstStyle).toBe('@layer theme,docsearch,mui,utilities;');
  });

  test('keeps the MUI styles the page adds after loading in the mui layer, in one block per style tag rather than one layer rule each', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/introduction/licensing/');
    await openSettings(page);
    await chooseSetting(page, 'Dark');
    const darkButton = page.getByRole('dialog').getByRole('button', { name: 'Dark', exact: true });
    await expect(darkButton).toHaveAttribute('aria-pressed', 'true');
    // MUI's styles of the drawer and its buttons, written after the page loaded, apply.
    await expect(darkButton).toHaveCSS('display', 'flex');
    await expect(page.getByRole('dialog')).toHaveCSS('position', 'fixed');
    // The style tags Emotion makes in the browser (named by the cache's key alone; the server's list the styles they
    // hold): each new top-level @layer rule makes Chromium restyle and lay out the whole page again.
    const browserTags = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
        .filter((tag) => !tag.dataset.emotion?.includes(' '))
        .map((tag) => {
          const rules = [...(tag.sheet?.cssRules ?? [])];
          const blocks = rules.filter((rule) => rule instanceof CSSLayerBlockRule);
          return {
            key: tag.dataset.emotion,
            topLevel: rules.map((rule) => (rule instanceof CSSLayerBlockRule ? `@layer ${rule.name}` : 'other')),
            inside: blocks[0]?.cssRules.length ?? 0,
          };
        }),
    );
    // The cache's own tag, and a global style's where one wrote more than keyframes (those have a tag of their own).
    expect(browserTags.map(({ key }) => key)).toContain('css');
    expect(browserTags.map(({ topLevel }) => topLevel)).toEqual(browserTags.map(() => ['@layer mui']));
    expect(browserTags.every(({ inside }) => inside > 0)).toBe(true);
  });

  /**
   * Counts, from now on, the times the page's fonts are worked out again (each lays out every text of the page): the
   * reader returned reads the count two frames later, once the styles written by then have been applied.
   */
  async function countFontRecomputes(page: Page): Promise<() => Promise<number>> {
    await page.evaluate(() => {
      const counted = window as unknown as { fontRecomputes: number };
      counted.fontRecomputes = 0;
      document.fonts.addEventListener('loading', () => (counted.fontRecomputes += 1));
    });
    return () =>
      page.evaluate(async () => {
        for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
        return (window as unknown as { fontRecomputes: number }).fontRecomputes;
      });
  }

  test("writes the styles a demo's first press and its picker add without the page's fonts worked out again, and the ripple animates", async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-date-pickers/date-picker/');
    const fontRecomputes = await countFontRecomputes(page);
    const open = page.getByRole('button', { name: /^Choose date/ }).first();
    await open.scrollIntoViewIfNeeded();
    await open.hover();
    await page.mouse.down();
    // The press's ripple runs MUI's keyframes, which are in a style tag without layers.
    const ripple = open.locator('.MuiTouchRipple-rippleVisible');
    await ripple.waitFor();
    const { animation, keyframes } = await ripple.evaluate((element) => ({
      animation: getComputedStyle(element).animationName,
      keyframes: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion-keyframes]')]
        .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])])
        .map((rule) => (rule instanceof CSSKeyframesRule ? rule.name : '')),
    }));
    expect(keyframes).toContain(animation);
    await page.mouse.up();
    await page.getByRole('dialog').getByRole('gridcell', { name: '14' }).waitFor();
    expect(await fontRecomputes()).toBe(0);
  });

  test("writes the styles expanding a tree item adds without the page's fonts worked out again", async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-tree-view/');
    const fontRecomputes = await countFontRecomputes(page);
    const id = await page.locator('[role="treeitem"][aria-expanded="false"]').first().getAttribute('id');
    const item = page.locator(`[id="${id}"]`);
    await item.scrollIntoViewIfNeeded();
    await item.locator('> div').click();
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    expect(await fontRecomputes()).toBe(0);
  });

  test("writes the styles a pressed Edit button adds under @media without the page's fonts worked out again, and they apply", async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-data-grid/');
    const fontRecomputes = await countFontRecomputes(page);
    const edit = page.getByRole('toolbar', { name: 'demo source' }).first().getByRole('button', { name: 'Edit the code' });
    await edit.scrollIntoViewIfNeeded();
    await edit.click();
    await expect(edit).toHaveAttribute('aria-pressed', 'true');
    await page
      .getByRole('textbox', { name: /code of the .* demo, editable/ })
      .first()
      .waitFor();
    // The pressed button's colour is MUI's primary one; its styles include an @media print rule that keeps the colour
    // on paper, written into the page only now.
    expect(await fontRecomputes()).toBe(0);
    await expect(edit).toHaveCSS('print-color-adjust', 'economy');
    await page.emulateMedia({ media: 'print' });
    await expect(edit).toHaveCSS('print-color-adjust', 'exact');
  });
});

test.describe('hydration', () => {
  for (const pathname of ['/x/introduction/licensing/', '/x/react-data-grid/']) {
    test(`keeps the server-rendered page of ${pathname} instead of rendering it again`, async ({ openPage }) => {
      const { page, problems } = await openPage();
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const marked = window as unknown as { serverNodes: (Element | null)[] };
          marked.serverNodes = [
            document.querySelector('nav.navbar'),
            document.querySelector('article h1'),
            document.querySelector('.menu'),
          ];
        });
      });
      await gotoAndSettle(page, pathname);
      const kept = await page.evaluate(() =>
        (window as unknown as { serverNodes: (Element | null)[] }).serverNodes.map((node) => node?.isConnected ?? false),
      );
      expect(kept).toEqual([true, true, true]);
      expect(problems.errors).toEqual([]);
    });
  }
});

/** The class names that start the rules of the demos' own stylesheets (the `.css` files under a `demos` folder of the docs). */
function demoStylesheetClasses(): string[] {
  const sheets = filesUnder(path.join(__dirname, '../../docs'), (name) => name.endsWith('.css'))
    .filter((file) => /[\\/]demos[\\/]/.test(file))
    .map((file) => fs.readFileSync(file, 'utf8'));
  return [...new Set(sheets.flatMap((css) => [...css.matchAll(/^\s*\.([a-z][\w-]*)/gm)].map((match) => match[1] as string)))];
}

/**
 * What a page loads until it has hydrated and settled. The scripts it runs, with what they carry: MUI X code (a
 * component name only MUI X registers with `styled(…, { name })`; plain class names would also match the API pages'
 * data, which lists them as text), demo code (the Demo component's frame) and MUI's theming with Emotion (the
 * attribute Emotion's style tags carry); prefetches of linked pages are not counted. And the rules of its
 * stylesheets that style a demo's own class names (`demoStyles`).
 */
async function loadedBy(
  openPage: OpenPage,
  pathname: string,
  shown?: (page: Page) => Locator,
): Promise<{ muiX: string[]; demo: string[]; emotion: string[]; demoStyles: string[] }> {
  const { page } = await openPage();
  const bodies: Promise<{ url: string; text: string }>[] = [];
  const collect = (response: Response) => {
    const request = response.request();
    if (request.resourceType() === 'script' && PAGE_CHUNK.test(new URL(request.url()).pathname)) {
      bodies.push(response.text().then((text) => ({ url: request.url(), text })));
    }
  };
  page.on('response', collect);
  await gotoAndSettle(page, pathname);
  // A client-only demo (a Data Grid) mounts after hydration, when its code has come: on a busy machine the network can
  // be idle for half a second before it asks for it.
  if (shown) await shown(page).waitFor();
  // Settled: the scripts loaded after hydration count too, and none is still being read when the page closes.
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  const scripts = await Promise.all(bodies);
  const demoStyles = await page.evaluate((classes) => {
    const rulesOf = (list: CSSRuleList): CSSRule[] =>
      [...list].flatMap((rule) => ('cssRules' in rule ? [rule, ...rulesOf((rule as CSSGroupingRule).cssRules)] : [rule]));
    return [...document.styleSheets]
      .flatMap((sheet) => rulesOf(sheet.cssRules))
      .filter((rule) => rule instanceof CSSStyleRule && classes.some((name) => rule.selectorText.includes(`.${name}`)))
      .map((rule) => (rule as CSSStyleRule).selectorText);
  }, demoStylesheetClasses());
  return {
    demoStyles,
    muiX: scripts
      .filter(({ text }) => /name:"Mui(DataGrid|ChartsSurface|TreeItem|DateCalendar|PickersLayout)"/.test(text))
      .map(({ url }) => url),
    demo: scripts.filter(({ text }) => text.includes('"demo-frame"')).map(({ url }) => url),
    emotion: scripts.filter(({ text }) => text.includes('data-emotion')).map(({ url }) => url),
  };
}

test.describe('what a page loads', () => {
  test('runs MUI X, demo code and MUI theming on a page with demos', async ({ openPage }) => {
    const loaded = await loadedBy(openPage, '/x/react-data-grid/', (page) => page.locator('.demo-frame').getByRole('grid').first());
    expect(loaded.muiX.length).toBeGreaterThan(0);
    expect(loaded.demo.length).toBeGreaterThan(0);
    expect(loaded.emotion.length).toBeGreaterThan(0);
  });

  for (const pathname of ['/x/introduction/licensing/', '/x/api/data-grid/data-grid/']) {
    test(`runs no MUI X, no demo code and no MUI theming on ${pathname}, and has no demo's stylesheet`, async ({ openPage }) => {
      await expect(loadedBy(openPage, pathname)).resolves.toEqual({ muiX: [], demo: [], emotion: [], demoStyles: [] });
    });
  }
});

test.describe('links to a part of a page', () => {
  const devices = [
    ['desktop', { viewport: { width: 1280, height: 800 } }],
    ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ] as const;

  /** Waits until the element is shown below the sticky navbar, inside the window, and fails if it never is. */
  async function expectShownBelowNavbar(page: Page, id: string): Promise<void> {
    const place = () =>
      page.evaluate((targetId) => {
        const target = document.getElementById(targetId)?.getBoundingClientRect();
        const navbar = document.querySelector('.navbar')?.getBoundingClientRect();
        return { top: target?.top ?? -1, navbarBottom: navbar?.bottom ?? Infinity, windowHeight: innerHeight };
      }, id);
    await page
      .waitForFunction(
        (targetId) => {
          const target = document.getElementById(targetId)?.getBoundingClientRect();
          const navbar = document.querySelector('.navbar')?.getBoundingClientRect();
          return !!target && !!navbar && target.top >= navbar.bottom && target.top < innerHeight - 40;
        },
        id,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    const { top, navbarBottom, windowHeight } = await place();
    expect(top).toBeGreaterThanOrEqual(navbarBottom);
    expect(top).toBeLessThan(windowHeight - 40);
  }

  for (const [device, options] of devices) {
    test(`opens a demo link (#Name.tsx) with the demo below the navbar (${device})`, async ({ openPage }) => {
      const { page } = await openPage(options);
      await page.goto(`${baseUrl()}/x/react-data-grid/sorting/#MultiColumnSorting.tsx`, { waitUntil: 'load' });
      await waitForHydration(page);
      await page.locator('#MultiColumnSorting pre').first().waitFor();
      await expectShownBelowNavbar(page, 'MultiColumnSorting');
    });
  }

  for (const [device, options] of devices) {
    test(`opens a heading link with the heading below the navbar (${device})`, async ({ openPage }) => {
      const { page } = await openPage(options);
      await page.goto(`${baseUrl()}/x/introduction/licensing/#setting-the-key`, { waitUntil: 'load' });
      await waitForHydration(page);
      await expectShownBelowNavbar(page, 'setting-the-key');
    });
  }
});
