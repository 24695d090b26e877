/**
 * What the tricks of plugins/perf do, seen from the browser: each test names its trick. These are the only e2e
 * tests a build with X_DOCS_PERF=off is not expected to pass (plugins/perf/README.md).
 */
import { gotoAndSettle } from './support/browser';
import { COMPILE_HINT, MIN_HINTED_BYTES } from '../../plugins/perf/compile-hints';
import { MAIN_BUNDLE } from './support/site';
import { expect, test } from './support/fixtures';

test.describe('the tricks at work', () => {
  test('compile-hints: serves the large bundles marked for eager compilation (V8 compiles them while they download)', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    const bundles: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/js\/[\w~.-]+\.js$/.test(response.url())) bundles.push(response.url());
    });
    await gotoAndSettle(page, '/x/react-data-grid/');
    expect(bundles.length).toBeGreaterThan(5);
    const hinted: string[] = [];
    const hint = `${COMPILE_HINT}\n`;
    for (const url of bundles) {
      const source = await (await fetch(url)).text();
      if (source.startsWith(hint)) hinted.push(url);
      // Only the large bundles carry the hint; smaller ones compile in no time.
      const bytes = Buffer.byteLength(hinted.includes(url) ? source.slice(hint.length) : source);
      expect([url, hinted.includes(url)]).toEqual([url, bytes >= MIN_HINTED_BYTES]);
    }
    expect(hinted.some((url) => MAIN_BUNDLE.test(url))).toBe(true);
  });

  test('docs-version-data: the version data a docs page downloads has the sidebars but not the map of every page', async ({ openPage }) => {
    const { page } = await openPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\/assets\/js\/[\w~.-]+\.js$/.test(response.url())) scripts.push(response.text());
    });
    await gotoAndSettle(page, '/x/introduction/');
    await page.waitForLoadState('networkidle');
    const versionData = (await Promise.all(scripts)).filter((source) => source.includes('"docsSidebars"'));
    expect(versionData).toHaveLength(1);
    // Docusaurus's docs plugin writes every page's id, title and description there; only doc cards read them.
    expect(versionData[0]).toContain('"docs":{}');
    expect(versionData[0]).not.toMatch(/"docs":\{"/);
  });

  test("prism-on-demand: code blocks keep the server's highlighting while the page hydrates, without downloading Prism", async ({
    openPage,
  }) => {
    const { page } = await openPage();
    // A string of Prism's tokenizer: no script of the page may contain it.
    const scriptsWithPrism: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && (await response.text()).includes('before-tokenize')) {
        scriptsWithPrism.push(response.url());
      }
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverBlocks: Element[] }).serverBlocks = [...document.querySelectorAll('pre code')];
      });
    });
    await gotoAndSettle(page, '/x/introduction/licensing/');
    // Every script of the settled page read before the check, none still being read when the page closes.
    await page.waitForLoadState('networkidle');
    const blocks = await page.evaluate(() => {
      const serverBlocks = (window as unknown as { serverBlocks: Element[] }).serverBlocks;
      return serverBlocks.map((block) => ({ kept: block.isConnected, keywords: block.querySelectorAll('.token.keyword').length }));
    });
    expect(blocks.length).toBeGreaterThan(1);
    expect(blocks.every((block) => block.kept && block.keywords > 0)).toBe(true);
    expect(scriptsWithPrism).toEqual([]);
  });

  test('idle-prefetch: a page only the sidebar lists is not fetched ahead; pointing at its link loads it', async ({ openPage }) => {
    const { page } = await openPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || /\.js$/.test(request.url())) scripts.add(request.url());
    });
    await gotoAndSettle(page, '/x/introduction/licensing/');
    const other = await page.context().newPage();
    const telemetryScripts = new Set<string>();
    other.on('request', (request) => {
      if (request.resourceType() === 'script') telemetryScripts.add(request.url());
    });
    await gotoAndSettle(other, '/x/introduction/telemetry/');
    const telemetryOnly = [...telemetryScripts].filter((url) => !scripts.has(url));
    expect(telemetryOnly.length).toBeGreaterThan(0);

    // The sidebar link is in view and the page is idle: nothing of the Telemetry page was fetched.
    await page.waitForTimeout(1000);
    expect(telemetryOnly.filter((url) => scripts.has(url))).toEqual([]);
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/x/introduction/telemetry/"]').hover();
    await page.waitForFunction(
      (urls) => performance.getEntriesByType('resource').some((entry) => urls.includes(entry.name)),
      telemetryOnly,
    );
  });
});
