/**
 * What the tricks of plugins/perf do, seen from the browser: each test names its trick. These are the only e2e
 * tests a build with X_DOCS_PERF=off is not expected to pass (plugins/perf/README.md).
 */
import { gotoAndSettle, openPage, launchSharedBrowser } from './support/browser';
import { openSettings } from './support/settings';
import { COMPILE_HINT, MIN_HINTED_BYTES } from '../../plugins/perf/compile-hints';

const browser = launchSharedBrowser();

const MAIN_BUNDLE = /\/assets\/js\/main\.[0-9a-f]+\.js$/;
/** A bundle of the page's own (not `runtime~main`, not `main`). */
const PAGE_CHUNK = /\/assets\/js\/(?!(runtime~)?main\.)[\w~.-]+\.js$/;

/**
 * The scripts a page runs until it has hydrated and settled, with what they carry: MUI X code (a component name
 * only MUI X registers with `styled(…, { name })`; plain class names would also match the API pages' data, which
 * lists them as text) and demo code (the Demo component's frame). Prefetches of linked pages are not counted.
 */
async function scriptsRunBy(pathname: string): Promise<{ muiX: string[]; demo: string[] }> {
  const { page } = await openPage(browser());
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script' && PAGE_CHUNK.test(new URL(request.url()).pathname)) {
      bodies.push(response.text().then((text) => ({ url: request.url(), text })));
    }
  });
  await gotoAndSettle(page, pathname);
  const scripts = await Promise.all(bodies);
  await page.context().close();
  return {
    muiX: scripts
      .filter(({ text }) => /name:"Mui(DataGrid|ChartsSurface|TreeItem|DateCalendar|PickersLayout)"/.test(text))
      .map(({ url }) => url),
    demo: scripts.filter(({ text }) => text.includes('"demo-frame"')).map(({ url }) => url),
  };
}

describe('what a page loads (split-chunks, and the rule every trick serves)', () => {
  it('runs MUI X and demo code on a page with demos', async () => {
    const loaded = await scriptsRunBy('/x/react-data-grid/');
    expect(loaded.muiX.length).toBeGreaterThan(0);
    expect(loaded.demo.length).toBeGreaterThan(0);
  });

  it.each(['/x/introduction/licensing/', '/x/api/data-grid/data-grid/'])('runs no MUI X and no demo code on %s', async (pathname) => {
    await expect(scriptsRunBy(pathname)).resolves.toEqual({ muiX: [], demo: [] });
  });
});

describe('the tricks at work', () => {
  it('paint-first: paints the server-rendered page before it runs the site bundle', async () => {
    const { page, problems } = await openPage(browser());
    // The main bundle notes, as its first statement, whether the browser had painted content by then.
    await page.route(MAIN_BUNDLE, async (route) => {
      const response = await route.fetch();
      const body = `window.paintedBeforeBundle = performance.getEntriesByName('first-contentful-paint').length > 0;\n${await response.text()}`;
      await route.fulfill({ response, body });
    });
    await gotoAndSettle(page, '/x/react-data-grid/');
    await expect(page.evaluate(() => (window as unknown as { paintedBeforeBundle?: boolean }).paintedBeforeBundle)).resolves.toBe(true);
    // The bundle still ran and hydrated the page: the settings button opens its drawer.
    await openSettings(page);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('compile-hints: serves the large bundles marked for eager compilation (V8 compiles them while they download)', async () => {
    const { page } = await openPage(browser());
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
    await page.context().close();
  });

  it("route-chunks: fetches the page's own chunks alongside the main bundle, not after it has run", async () => {
    const { page, problems } = await openPage(browser());
    const requested: string[] = [];
    // The main bundle is held back until one of the page's chunks has been asked for (5 s at most).
    let pageChunkRequested: () => void = () => {};
    const pageChunkSeen = new Promise<void>((resolve) => (pageChunkRequested = resolve));
    page.on('request', (request) => {
      requested.push(new URL(request.url()).pathname);
      if (PAGE_CHUNK.test(request.url())) pageChunkRequested();
    });
    await page.route(MAIN_BUNDLE, async (route) => {
      const response = await route.fetch();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([pageChunkSeen, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
      clearTimeout(timer);
      await route.fulfill({ response, body: `window.chunksBeforeBundle = ${JSON.stringify(requested)};\n${await response.text()}` });
    });
    await gotoAndSettle(page, '/x/react-data-grid/');
    const chunksBeforeBundle = await page.evaluate(() => (window as unknown as { chunksBeforeBundle?: string[] }).chunksBeforeBundle);
    // The page's chunks (its MDX, the Data Grid) were requested before the main bundle arrived.
    expect(chunksBeforeBundle?.filter((path) => PAGE_CHUNK.test(path)).length).toBeGreaterThan(0);
    // And the page still comes to life: the demo's grid renders.
    await page.getByRole('grid').first().waitFor();
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it("prism-on-demand: code blocks keep the server's highlighting while the page hydrates, without downloading Prism", async () => {
    const { page } = await openPage(browser());
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
    const blocks = await page.evaluate(() => {
      const serverBlocks = (window as unknown as { serverBlocks: Element[] }).serverBlocks;
      return serverBlocks.map((block) => ({ kept: block.isConnected, keywords: block.querySelectorAll('.token.keyword').length }));
    });
    expect(blocks.length).toBeGreaterThan(1);
    expect(blocks.every((block) => block.kept && block.keywords > 0)).toBe(true);
    expect(scriptsWithPrism).toEqual([]);
    await page.context().close();
  });
});
