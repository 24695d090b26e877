import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { RouteMatchCallback, RouteMatchCallbackOptions } from 'workbox-core/types';
import { generateSW } from 'workbox-build';
import offlinePlugin, { assetsNamedIn } from '..';
import { offlineFallbackPlugin, serverErrorFallbackPlugin, serviceWorkerConfig } from '../serviceWorkerConfig';

// workbox's own bundling (rollup, terser) needs Node, not jsdom: the generated worker is exercised by the e2e tests.
jest.mock('workbox-build', () => ({ generateSW: jest.fn() }));
const mockedGenerateSW = generateSW as jest.MockedFunction<typeof generateSW>;

function matches(pattern: unknown, href: string, origin = 'https://mui.com'): boolean {
  const url = new URL(href, origin);
  return Boolean((pattern as RouteMatchCallback)({ url, sameOrigin: url.origin === origin } as RouteMatchCallbackOptions));
}

describe('serviceWorkerConfig', () => {
  const config = serviceWorkerConfig({
    outDir: '/site/build/zh',
    baseUrl: '/zh/',
    stamp: '2025-01-02T03:04:05.000Z',
    precache: ['x/offline/', '/zh/assets/js/main.1a2b.js'],
    offlinePage: 'x/offline/',
  });
  const routes = config.runtimeCaching ?? [];
  const routeOf = (href: string) => routes.find((route) => matches(route.urlPattern, href));

  it('writes the worker at the root of the locale and precaches only the listed files, renewed by each build', () => {
    expect(config.swDest).toBe('/site/build/zh/sw.js');
    expect(config.globPatterns).toEqual([]);
    expect(config.additionalManifestEntries).toEqual([
      { url: '/zh/x/offline/', revision: '2025-01-02T03:04:05.000Z' },
      { url: '/zh/assets/js/main.1a2b.js', revision: '2025-01-02T03:04:05.000Z' },
    ]);
  });

  it('waits to be told to skip waiting', () => {
    expect(config.skipWaiting).toBe(false);
  });

  it('caches pages and the search index network-first, fingerprinted assets cache-first, other files while revalidating', () => {
    expect(routeOf('/x/react-data-grid/sorting/')?.handler).toBe('NetworkFirst');
    expect(routeOf('/zh/pagefind/fragment/zh_1a2b3c.pf_fragment')?.handler).toBe('NetworkFirst');
    expect(routeOf('/zh/pagefind/fragment/zh_1a2b3c.pf_fragment')?.options?.cacheName).toBe('x-docs-search-/zh/');
    // Pagefind's entry file is asked for with a timestamp: any saved copy answers offline.
    expect(routeOf('/pagefind/pagefind-entry.json')?.options?.matchOptions).toEqual({ ignoreSearch: true });
    expect(routeOf('/zh/x/introduction/')?.handler).toBe('NetworkFirst');
    expect(routeOf('/assets/js/main.1a2b.js')?.handler).toBe('CacheFirst');
    expect(routeOf('/fonts/inter-latin-wght-normal.woff2')?.handler).toBe('StaleWhileRevalidate');
    expect(routeOf('/code-theme.css')?.handler).toBe('StaleWhileRevalidate');
  });

  it('finds a page cached under its address with or without a query string', () => {
    const pages = routes.find((route) => route.handler === 'NetworkFirst');
    expect(pages?.options?.matchOptions).toEqual({ ignoreSearch: true });
  });

  it('answers the offline page whatever page its `from` parameter names', () => {
    expect(config.ignoreURLParametersMatching?.some((pattern) => pattern.test('from'))).toBe(true);
  });

  it('leaves other sites alone', () => {
    expect(routeOf('https://cdn.example/x/page/')).toBeUndefined();
    expect(routeOf('https://cdn.example/assets/js/a.js')).toBeUndefined();
  });
});

describe('offline plugin', () => {
  it('precaches the offline page with the files it loads, its chunks found by the bundling, stamped with the build time so each deployment installs a new worker', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-docs-sw-'));
    fs.mkdirSync(path.join(outDir, 'x/offline'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'x/offline/index.html'), '<script src=/assets/js/main.1a2b.js></script>');
    mockedGenerateSW.mockImplementationOnce(async (options) => {
      fs.writeFileSync(options.swDest, `precache(${JSON.stringify(options.additionalManifestEntries)});\n`);
      return { count: 1, warnings: [], filePaths: [options.swDest], size: 2 };
    });
    const context = { baseUrl: '/', generatedFilesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'x-docs-generated-')) } as LoadContext;
    // The bundling process: the client build emits the offline page's chunk.
    const bundling = offlinePlugin(context);
    const { plugins } = bundling.configureWebpack?.({ mode: 'production' }, false, {} as never, {}) as {
      plugins: { apply(compiler: unknown): void }[];
    };
    const afterEmit: ((compilation: unknown) => void)[] = [];
    plugins.forEach((plugin) =>
      plugin.apply({ hooks: { afterEmit: { tap: (_name: string, fn: (c: unknown) => void) => afterEmit.push(fn) } } }),
    );
    afterEmit.forEach((fn) =>
      fn({ chunkGroups: [{ origins: [{ request: '@theme/OfflinePage' }], chunks: [{ files: ['assets/js/offline.3c4d.js'] }] }] }),
    );
    // The page rendering runs in a process of its own (scripts/build.mjs): a new instance of the plugin.
    await offlinePlugin(context).postBuild?.({ outDir } as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    const [stampLine, code] = fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8').split('\n');
    const stamp = /^\/\/ x-docs build (\d{4}-\d\d-\d\dT[\d:.]+Z)$/.exec(stampLine ?? '')?.[1];
    expect(stamp).toBeDefined();
    expect(JSON.parse(/precache\((.*)\);/.exec(code ?? '')?.[1] ?? '[]')).toEqual([
      { url: '/x/offline/', revision: stamp },
      { url: '/assets/js/main.1a2b.js', revision: stamp },
      { url: '/assets/js/offline.3c4d.js', revision: stamp },
    ]);
  });
});

describe('offline fallback', () => {
  const handlerDidError = offlineFallbackPlugin('/zh/x/offline/').handlerDidError as unknown as (context: {
    request: Request;
  }) => Response | undefined;

  beforeAll(() => {
    // The worker's globals the fallback reads.
    (globalThis as unknown as { self: { location: URL } }).self = { location: new URL('https://mui.com/zh/sw.js') };
    (globalThis as unknown as { Response: { redirect: (url: string, status: number) => unknown } }).Response = {
      redirect: (url: string, status: number) => ({ url, status }),
    };
  });

  it('sends a page that could not be fetched or found in the cache to the offline page, naming it', () => {
    const request = { mode: 'navigate', url: 'https://mui.com/zh/x/react-charts/bars/?utm_source=a' } as Request;
    expect(handlerDidError({ request })).toEqual({
      url: 'https://mui.com/zh/x/offline/?from=%2Fzh%2Fx%2Freact-charts%2Fbars%2F',
      status: 302,
    });
  });

  it('leaves requests that are not page loads to fail as they would', () => {
    expect(handlerDidError({ request: { mode: 'cors', url: 'https://mui.com/zh/x/page/' } as Request })).toBeUndefined();
  });
});

describe('server error fallback', () => {
  const fetchDidSucceed = serverErrorFallbackPlugin('x-docs-pages').fetchDidSucceed as unknown as (context: {
    request: Request;
    response: Response;
  }) => Promise<Response> | Response;
  const saved = { status: 200, body: 'saved copy' };
  const match = jest.fn(async (request: Request) => (request.url.endsWith('/saved/') ? saved : undefined));

  beforeAll(() => {
    (globalThis as unknown as { caches: { match: typeof match } }).caches = { match };
  });

  it('fails a 500 or 503 for a saved page, so the saved copy opens instead of the error', async () => {
    for (const status of [500, 503]) {
      const request = { url: 'https://mui.com/x/saved/' } as Request;
      await expect(fetchDidSucceed({ request, response: { status } as Response })).rejects.toThrow(String(status));
    }
    expect(match).toHaveBeenCalledWith({ url: 'https://mui.com/x/saved/' }, { cacheName: 'x-docs-pages', ignoreSearch: true });
  });

  it('shows the server error for a page never saved, and passes every other answer through', async () => {
    const error = { status: 503 } as Response;
    await expect(fetchDidSucceed({ request: { url: 'https://mui.com/x/new/' } as Request, response: error })).resolves.toBe(error);
    const notFound = { status: 404 } as Response;
    expect(fetchDidSucceed({ request: { url: 'https://mui.com/x/saved/' } as Request, response: notFound })).toBe(notFound);
  });

  it('runs in the page route before the offline fallback', () => {
    const config = serviceWorkerConfig({ outDir: '/site/build', baseUrl: '/', stamp: 's', precache: [], offlinePage: 'x/offline/' });
    const pages = config.runtimeCaching?.[0];
    expect(pages?.options?.plugins?.map((plugin) => Object.keys(plugin))).toEqual([['fetchDidSucceed'], ['handlerDidError']]);
  });
});

describe('assetsNamedIn', () => {
  it('lists the scripts and stylesheets a built page names, in tags and in the bundle loader, with their locale prefix', () => {
    const html =
      '<link rel=preload as=script href=/zh/assets/js/runtime~main.a1.js><link rel="stylesheet" href="/zh/assets/css/styles.b2.css">' +
      '<script>start(["/zh/assets/js/main.c3.js","/zh/assets/js/17896441.d4.js"])</script><a href=/zh/x/introduction/>Intro</a>';
    expect(assetsNamedIn(html)).toEqual([
      '/zh/assets/js/runtime~main.a1.js',
      '/zh/assets/css/styles.b2.css',
      '/zh/assets/js/main.c3.js',
      '/zh/assets/js/17896441.d4.js',
    ]);
  });
});
