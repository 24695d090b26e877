/**
 * Visits every page of the built sitemaps (both locales), waits for hydration
 * and fails on any console error or uncaught exception. MUI X's own
 * missing-licence message is the one expected error.
 *
 * The API reference is some 300 pages per locale drawn by one component from
 * generated data: each must answer 200, and a sample of them (each product's
 * index and every fifth page) is hydrated in the browser like the guides.
 */
import fs from 'node:fs';
import path from 'node:path';
import { baseUrl, gotoAndSettle, openPage, useSharedBrowser } from './support/browser';

const buildDir = process.env.E2E_BUILD_DIR ?? path.join(__dirname, '../../build');

function sitemapPaths(sitemapFile: string): string[] {
  const file = path.join(buildDir, sitemapFile);
  if (!fs.existsSync(file)) {
    return [];
  }
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}

const paths = [...sitemapPaths('sitemap.xml'), ...sitemapPaths('zh/sitemap.xml')];
const isApiPage = (pathname: string) => /\/x\/api\/[^/]+\/[^/]+\/$/.test(pathname);
const apiPages = paths.filter(isApiPage);
const browserVisited = paths.filter((pathname, index) => !isApiPage(pathname) || index % 5 === 0);

const browser = useSharedBrowser();

it('finds pages in both sitemaps', () => {
  expect(paths.filter((pathname) => pathname.startsWith('/zh/')).length).toBeGreaterThan(10);
  expect(paths.filter((pathname) => pathname.startsWith('/x/')).length).toBeGreaterThan(10);
  expect(apiPages.length).toBeGreaterThan(100);
});

it('serves every API reference page', async () => {
  const failures: string[] = [];
  for (const pathname of apiPages) {
    const response = await fetch(`${baseUrl()}${pathname}`);
    if (response.status !== 200 || !(await response.text()).includes('<h1')) failures.push(`${pathname}: ${response.status}`);
  }
  expect(failures).toEqual([]);
});

// Pages load side by side (in separate browser contexts) to keep the suite quick as the site grows.
it.concurrent.each(browserVisited.map((pathname) => [pathname]))('%s hydrates without console errors', async (pathname) => {
  const { page, problems } = await openPage(browser());
  const status = await gotoAndSettle(page, pathname);
  expect(status).toBe(200);
  expect(problems.errors).toEqual([]);
  await page.context().close();
});
