/**
 * The pages of the built sitemaps, visited once each: a page answers 200,
 * hydrates without a console error or uncaught exception (MUI X's own
 * missing-licence message is the one expected error), a page of the navigation
 * shows its title, and every demo on the page renders — nothing left loading,
 * charts with their series drawn, client-only demos as high as the space they reserved.
 *
 * Every English guide is visited. The API reference is some 300 pages per locale
 * drawn by one component from generated data: each must answer 200, and a sample
 * of them is visited in the browser. The Chinese site carries the English guides
 * inside the Chinese chrome until a guide is translated (i18n/zh/…/current/):
 * every translated guide and product landing is visited, and a sample of the
 * others, which is enough to catch a chrome translation that breaks a page. A visit costs about two
 * seconds of both cores; visiting all 900 pages would take half an hour.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, gotoAndSettle, openPage, launchSharedBrowser } from './support/browser';
import { navigationPageUrls, PRODUCT_LANDING_URLS } from './support/site';

const buildDir = process.env.E2E_BUILD_DIR ?? path.join(__dirname, '../../build');

function sitemapPaths(sitemapFile: string): string[] {
  const file = path.join(buildDir, sitemapFile);
  if (!fs.existsSync(file)) {
    return [];
  }
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}

const englishPaths = sitemapPaths('sitemap.xml');
const chinesePaths = sitemapPaths('zh/sitemap.xml');
const paths = [...englishPaths, ...chinesePaths];
const isApiPage = (pathname: string) => /\/x\/api\/[^/]+\/[^/]+\/$/.test(pathname);
const apiPages = paths.filter(isApiPage);

/** A guide with a Chinese translation of its own, not the English text. */
function isTranslated(pathname: string): boolean {
  const page = pathname.replace(/^\/zh\/x\//, '').replace(/\/$/, '');
  const translations = path.join(__dirname, '../../i18n/zh/docusaurus-plugin-content-docs/current');
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((ending) => fs.existsSync(path.join(translations, `${page}${ending}`)));
}

const chineseLandings = new Set(PRODUCT_LANDING_URLS.map((url) => `/zh${url}`));
const browserVisited = [
  ...englishPaths.filter((pathname, index) => !isApiPage(pathname) || index % 5 === 0),
  ...chinesePaths.filter((pathname, index) =>
    isApiPage(pathname) ? index % 10 === 0 : index % 4 === 0 || chineseLandings.has(pathname) || isTranslated(pathname),
  ),
];
const navigationPages = new Set(navigationPageUrls());

/**
 * A client-only demo's frame reserves its height (min-height) until the demo mounts: once mounted, the frame is that
 * high, so nothing on the page moves. Polled, as a grid measures itself over a few frames.
 */
async function expectReservedSpaceKept(page: Page, frameIndex: number): Promise<void> {
  const heights = () =>
    page.evaluate((index) => {
      const frame = document.querySelectorAll<HTMLElement>('.demo-frame')[index];
      return {
        demo: frame?.parentElement?.id ?? '',
        reserved: Number.parseFloat(frame?.style.minHeight ?? '') || 0,
        mounted: Math.round(frame?.getBoundingClientRect().height ?? 0),
      };
    }, frameIndex);
  if ((await heights()).reserved === 0) return;
  const kept = await page
    .waitForFunction(
      (index) => {
        const frame = document.querySelectorAll<HTMLElement>('.demo-frame')[index];
        return !!frame && Math.abs(frame.getBoundingClientRect().height - Number.parseFloat(frame.style.minHeight)) <= 3;
      },
      frameIndex,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!kept) {
    const { demo, reserved, mounted } = await heights();
    expect({ demo, mounted }).toEqual({ demo, mounted: reserved });
  }
}

/** Waits for each demo on the page to finish loading and checks that it shows something. */
async function expectDemosRendered(page: Page, pathname: string): Promise<void> {
  const frames = page.locator('.demo-frame');
  const count = await frames.count();
  for (let index = 0; index < count; index += 1) {
    // A client-only demo (a Data Grid) mounts when it comes near the viewport, as the reader scrolls.
    await frames.nth(index).scrollIntoViewIfNeeded();
    await frames.nth(index).locator('> [aria-busy="true"]').waitFor({ state: 'detached' });
    // Something in the frame takes up space (a crashed demo shows its error box, which logs a console error).
    // Looked up afresh on every poll: React may replace the frame's node while the page settles.
    await page.waitForFunction(
      (frameIndex) => {
        const element = document.querySelectorAll('.demo-frame')[frameIndex];
        return Math.max(0, ...[...(element?.children ?? [])].map((child) => child.getBoundingClientRect().height)) > 0;
      },
      index,
      { timeout: 30_000 },
    );
    await expectReservedSpaceKept(page, index);
    if (/\/x\/react-charts\//.test(pathname)) {
      const drawn = await frames.nth(index).evaluate((element) => ({
        svgs: element.querySelectorAll('svg').length,
        shapes: element.querySelectorAll('svg path, svg rect, svg circle').length,
      }));
      expect(drawn.svgs).toBeGreaterThan(0);
      expect(drawn.shapes).toBeGreaterThanOrEqual(1);
    }
  }
}

it('finds pages in both sitemaps, the whole navigation among them', () => {
  expect(paths.filter((pathname) => pathname.startsWith('/zh/')).length).toBeGreaterThan(10);
  expect(paths.filter((pathname) => pathname.startsWith('/x/')).length).toBeGreaterThan(10);
  expect(apiPages.length).toBeGreaterThan(100);
  expect([...navigationPages].filter((url) => !paths.includes(url))).toEqual([]);
});

it('serves every API reference page', async () => {
  const failures: string[] = [];
  for (const pathname of apiPages) {
    const response = await fetch(`${baseUrl()}${pathname}`);
    if (response.status !== 200 || !(await response.text()).includes('<h1')) failures.push(`${pathname}: ${response.status}`);
  }
  expect(failures).toEqual([]);
});

const browser = launchSharedBrowser();

// Pages load side by side, three at a time, each in a browser context of its own as a first-time reader's.
it.concurrent.each(browserVisited.map((pathname) => [pathname]))(
  '%s hydrates without console errors and renders its demos',
  async (pathname) => {
    const { page, problems } = await openPage(browser());
    expect(await gotoAndSettle(page, pathname)).toBe(200);
    if (navigationPages.has(pathname)) {
      const heading = (await page.locator('article h1').first().textContent())?.trim() ?? '';
      expect(heading.length).toBeGreaterThan(2);
      expect(await page.title()).toBe(`${heading} - MUI X`);
    }
    await expectDemosRendered(page, pathname);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  },
);
