/**
 * The pages of the built sitemaps, visited once each: a page answers 200,
 * hydrates without a console error or uncaught exception (MUI X's own
 * missing-licence message is the one expected error), a page of the navigation
 * shows its title, and every demo on the page renders — nothing left loading,
 * charts with their series drawn, client-only demos as high as the space they reserved.
 *
 * Every English guide is visited, here or by the test that opens it with `openCheckedPage` (support/pageChecks.ts),
 * which gives it these checks on its own visit. The API reference is some 300 pages per locale
 * drawn by one component from generated data: each must answer 200, and a sample
 * of them is visited in the browser (each package's first page, and every 20th
 * page in English). Every Chinese guide is a translation that shows the English page's demos: each is fetched
 * and must be in Chinese with as many demos as its English page, and the product landings and every 12th of the
 * others are visited in the browser, which is enough to catch a chrome translation or an MDX translation that
 * breaks a page. A visit costs about three seconds of both cores; visiting all 900 pages would take 45 minutes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { baseUrl } from './support/browser';
import { pagesCheckedElsewhere } from './support/pageChecks';
import { BUILD_DIR, navigationPageUrls, PRODUCT_LANDING_URLS } from './support/site';
import { expect, test } from './support/fixtures';

function sitemapPaths(sitemapFile: string): string[] {
  const file = path.join(BUILD_DIR, sitemapFile);
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
  ...chinesePaths.filter((pathname) => chineseLandings.has(pathname)),
  ...firstApiPageOfEachPackage(chinesePaths),
]);
// A page another test opens with openCheckedPage gets these checks there, on that test's visit.
const checkedElsewhere = pagesCheckedElsewhere(__dirname, __filename);
const browserVisited = [
  ...englishPaths.filter((pathname) => !isApiPage(pathname) || englishApiVisited.has(pathname)),
  ...chinesePaths.filter((pathname) => chineseVisited.has(pathname)),
].filter((pathname) => !checkedElsewhere.has(pathname));
const navigationPages = new Set(navigationPageUrls());

test('finds pages in both sitemaps, the whole navigation among them', () => {
  expect(paths.filter((pathname) => pathname.startsWith('/zh/')).length).toBeGreaterThan(10);
  expect(paths.filter((pathname) => pathname.startsWith('/x/')).length).toBeGreaterThan(10);
  expect(apiPages.length).toBeGreaterThan(100);
  expect([...navigationPages].filter((url) => !paths.includes(url))).toEqual([]);
});

test('leaves out only pages that another test checks and the build has', () => {
  const built = (pathname: string) => fs.existsSync(path.join(BUILD_DIR, pathname, 'index.html'));
  expect([...checkedElsewhere].filter((pathname) => !built(pathname))).toEqual([]);
});

test('serves every API reference page', async () => {
  const failures: string[] = [];
  for (const pathname of apiPages) {
    const response = await fetch(`${baseUrl()}${pathname}`);
    if (response.status !== 200 || !(await response.text()).includes('<h1')) failures.push(`${pathname}: ${response.status}`);
  }
  expect(failures).toEqual([]);
});

/** The demos a page's HTML renders (each a `<div data-demo>`), as the server sends it. */
const demoCount = (html: string) => html.match(/\sdata-demo[\s>]/g)?.length ?? 0;

test('serves every Chinese guide as an up-to-date translation, with the demos of its English page', async () => {
  const failures: string[] = [];
  const guides = chinesePaths.filter(
    (pathname) => !isApiPage(pathname) && fs.existsSync(path.join(BUILD_DIR, pathname.replace(/^\/zh\//, '/'), 'index.html')),
  );
  for (const pathname of guides) {
    const [chinese, english] = await Promise.all(
      [pathname, pathname.replace(/^\/zh\//, '/')].map((url) => fetch(`${baseUrl()}${url}`).then((response) => response.text())),
    );
    if (!/<html lang="?zh-CN/.test(chinese!)) failures.push(`${pathname}: not served as Chinese`);
    // The notice above a page says it is untranslated or out of date: an up-to-date translation has none.
    if (chinese!.includes('data-translation-notice')) failures.push(`${pathname}: has a translation notice`);
    if (demoCount(chinese!) !== demoCount(english!))
      failures.push(`${pathname}: ${demoCount(chinese!)} demos, the English page has ${demoCount(english!)}`);
  }
  expect(guides.length).toBeGreaterThan(150);
  expect(failures).toEqual([]);
});

// One test a page, each in a browser context of its own as a first-time reader's: the workers share them out.
for (const pathname of browserVisited) {
  test(`${pathname} hydrates without console errors and renders its demos`, async ({ openCheckedPage }) => {
    await openCheckedPage(pathname);
  });
}
