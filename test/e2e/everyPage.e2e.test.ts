/**
 * The pages of the built sitemaps, visited once each: a page answers 200,
 * hydrates without a console error or uncaught exception (MUI X's own
 * missing-licence message is the one expected error), a page of the navigation
 * shows its title, and every demo on the page renders — nothing left loading,
 * charts with their series drawn, client-only demos as high as the space they reserved.
 *
 * Every English guide is visited. The API reference is some 300 pages per locale
 * drawn by one component from generated data: each must answer 200, and a sample
 * of them is visited in the browser (each package's first page, and every 20th
 * page in English). The Chinese site carries the English guides inside the
 * Chinese chrome until a guide is translated (i18n/zh/…/current/): every
 * translated guide and product landing is visited, and every 12th of the others,
 * which is enough to catch a chrome translation that breaks a page. A visit costs
 * about three seconds of both cores; visiting all 900 pages would take 45 minutes.
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

/** The first API page of each package (/x/api/<package>/<page>/). */
function firstApiPageOfEachPackage(pathnames: string[]): string[] {
  const firstOfPackage = new Map<string, string>();
  for (const pathname of pathnames.filter(isApiPage)) {
    const apiPackage = pathname.split('/').slice(0, -2).join('/');
    if (!firstOfPackage.has(apiPackage)) firstOfPackage.set(apiPackage, pathname);
  }
  return [...firstOfPackage.values()];
}

const englishApiVisited = new Set([
  ...firstApiPageOfEachPackage(englishPaths),
  ...englishPaths.filter(isApiPage).filter((_, index) => index % 20 === 0),
]);
const chineseVisited = new Set([
  ...chinesePaths.filter((pathname) => !isApiPage(pathname)).filter((_, index) => index % 12 === 0),
  ...chinesePaths.filter((pathname) => chineseLandings.has(pathname) || isTranslated(pathname)),
  ...firstApiPageOfEachPackage(chinesePaths),
]);
const browserVisited = [
  ...englishPaths.filter((pathname) => !isApiPage(pathname) || englishApiVisited.has(pathname)),
  ...chinesePaths.filter((pathname) => chineseVisited.has(pathname)),
];
const navigationPages = new Set(navigationPageUrls());

/**
 * A client-only demo's frame reserves its height (min-height) until the demo mounts: once mounted, the demo needs
 * that height, no more (the page would move) and no less (a gap would stay under it). Its own height is read with
 * the reservation lifted for an instant, within one script run, so nothing is painted without it. Polled, as a grid
 * measures itself over a few frames.
 */
async function expectReservedSpaceKept(page: Page, frameIndex: number): Promise<void> {
  const heights = () =>
    page.evaluate((index) => {
      const frame = document.querySelectorAll<HTMLElement>('.demo-frame')[index];
      if (!frame) return { demo: '', reserved: 0, mounted: 0 };
      const reserved = frame.style.minHeight;
      frame.style.minHeight = '0px';
      const mounted = Math.round(frame.getBoundingClientRect().height);
      frame.style.minHeight = reserved;
      return { demo: frame.parentElement?.id ?? '', reserved: Number.parseFloat(reserved) || 0, mounted };
    }, frameIndex);
  const first = await heights();
  if (first.reserved === 0) return;
  let last = first;
  for (let attempt = 0; attempt < 20 && Math.abs(last.mounted - last.reserved) > 3; attempt += 1) {
    await page.waitForTimeout(250);
    last = await heights();
  }
  if (Math.abs(last.mounted - last.reserved) > 3) {
    expect({ demo: last.demo, mounted: last.mounted }).toEqual({ demo: last.demo, mounted: last.reserved });
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
    // A chart shortens a tick label that has no room left on its axis, down to nothing: an axis with a title needs
    // more height than the default with the site's font (`height: 56` on such x-axes).
    const ticks = await frames.nth(index).evaluate((element) => ({
      demo: element.parentElement?.id ?? '',
      emptyTickLabels: [...element.querySelectorAll('.MuiChartsAxis-tickLabel')].filter((label) => !label.textContent?.trim()).length,
    }));
    expect(ticks).toEqual({ demo: ticks.demo, emptyTickLabels: 0 });
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
