import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { RouteMatchCallback, RouteMatchCallbackOptions } from 'workbox-core/types';
import { generateSW } from 'workbox-build';
import offlinePlugin from '../../../../plugins/offline';
import { serviceWorkerConfig } from '../../../../plugins/offline/serviceWorkerConfig';

// workbox's own bundling (rollup, terser) needs Node, not jsdom: the generated worker is exercised by the e2e tests.
jest.mock('workbox-build', () => ({ generateSW: jest.fn() }));
const mockedGenerateSW = generateSW as jest.MockedFunction<typeof generateSW>;

function matches(pattern: unknown, href: string, origin = 'https://mui.com'): boolean {
  const url = new URL(href, origin);
  return Boolean((pattern as RouteMatchCallback)({ url, sameOrigin: url.origin === origin } as RouteMatchCallbackOptions));
}

describe('serviceWorkerConfig', () => {
  const config = serviceWorkerConfig({ outDir: '/site/build/zh', baseUrl: '/zh/', stamp: '2025-01-02T03:04:05.000Z', precache: ['search-index.json'] });
  const routes = config.runtimeCaching ?? [];
  const routeOf = (href: string) => routes.find((route) => matches(route.urlPattern, href));

  it('writes the worker at the root of the locale and precaches only the listed files, renewed by each build', () => {
    expect(config.swDest).toBe('/site/build/zh/sw.js');
    expect(config.globPatterns).toEqual([]);
    expect(config.additionalManifestEntries).toEqual([{ url: '/zh/search-index.json', revision: '2025-01-02T03:04:05.000Z' }]);
  });

  it('waits to be told to skip waiting', () => {
    expect(config.skipWaiting).toBe(false);
  });

  it('caches pages network-first, fingerprinted assets cache-first, other files while revalidating', () => {
    expect(routeOf('/x/react-data-grid/sorting/')?.handler).toBe('NetworkFirst');
    expect(routeOf('/zh/x/introduction/')?.handler).toBe('NetworkFirst');
    expect(routeOf('/assets/js/main.1a2b.js')?.handler).toBe('CacheFirst');
    expect(routeOf('/fonts/inter-latin-wght-normal.woff2')?.handler).toBe('StaleWhileRevalidate');
    expect(routeOf('/code-theme.css')?.handler).toBe('StaleWhileRevalidate');
  });

  it('leaves other sites alone', () => {
    expect(routeOf('https://cdn.example/x/page/')).toBeUndefined();
    expect(routeOf('https://cdn.example/assets/js/a.js')).toBeUndefined();
  });
});

describe('offline plugin', () => {
  it('stamps the worker with its build time, the revision of what it precaches, so each deployment installs a new worker', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-docs-sw-'));
    mockedGenerateSW.mockImplementationOnce(async (options) => {
      fs.writeFileSync(options.swDest, `precache(${JSON.stringify(options.additionalManifestEntries)});\n`);
      return { count: 1, warnings: [], filePaths: [options.swDest], size: 2 };
    });
    const plugin = offlinePlugin({ baseUrl: '/' } as LoadContext, { precache: ['search-index.json'] }) as Plugin;
    await plugin.postBuild?.({ outDir } as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    const [stampLine, code] = fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8').split('\n');
    const stamp = /^\/\/ x-docs build (\d{4}-\d\d-\d\dT[\d:.]+Z)$/.exec(stampLine ?? '')?.[1];
    expect(stamp).toBeDefined();
    expect(code).toBe(`precache([{"url":"/search-index.json","revision":"${stamp}"}]);`);
  });
});
