/**
 * The workbox configuration of the site's service worker. It precaches only the
 * offline page with what it loads, and caches the rest as readers go: pages
 * network-first, so a reader online always gets the latest; the files of the
 * search index a reader's queries fetched, so they answer offline too;
 * fingerprinted assets cache-first; other static files while revalidating.
 */
import path from 'node:path';
import type { GenerateSWOptions } from 'workbox-build';
import type { RouteMatchCallback, WorkboxPlugin } from 'workbox-core/types';
import { PAGES_CACHE_NAME } from './serviceWorker';
import { searchCacheName } from '../../src/lib/search/searchCacheName';

// At the root of each locale, not at the reference site's `/x/sw.js`: a worker controls only the URLs under its own
// folder, and the local search runs in a web worker served from `/assets/`, which must be controlled for search to
// read its cached index offline. (A broader scope would need a `Service-Worker-Allowed` header from the host.)
export const SERVICE_WORKER_FILE = 'sw.js';

const DAY_SECONDS = 24 * 60 * 60;

// Route matchers are copied into the worker's source as text: each must stand alone.
const isPage: RouteMatchCallback = ({ url, sameOrigin }) => sameOrigin && (url.pathname.endsWith('/') || url.pathname.endsWith('.html'));
const isFingerprintedAsset: RouteMatchCallback = ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/assets/');
const isSearchIndex: RouteMatchCallback = ({ url, sameOrigin }) => sameOrigin && /\/pagefind\/[^/]+(\/[^/]+)?$/.test(url.pathname);
const isStaticFile: RouteMatchCallback = ({ url, sameOrigin }) =>
  sameOrigin && /\.(css|js|json|woff2?|svg|png|jpe?g|webp|ico)$/.test(url.pathname);

/**
 * A page the reader opens offline that was never saved: instead of the browser's error screen, the worker sends
 * the reader to the site's offline page (`offlineUrl`, precached), which names the page and lists the saved ones.
 * Copied into the worker as text, so the URL is written into the function's source.
 */
export function offlineFallbackPlugin(offlineUrl: string): WorkboxPlugin {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- built from text so the URL is part of the source workbox copies
  const handlerDidError = new Function(
    'context',
    `if (context.request.mode !== 'navigate') return undefined;
    var wanted = new URL(context.request.url).pathname;
    return Response.redirect(new URL(${JSON.stringify(offlineUrl)} + '?from=' + encodeURIComponent(wanted), self.location.origin).href, 302);`,
  ) as WorkboxPlugin['handlerDidError'];
  return { handlerDidError };
}

/**
 * A server error (500, 503…) for a page the reader has saved: the saved copy opens instead of the error, as it would
 * if the network were down. A page never saved still shows the server's error page, which says what went wrong.
 * Copied into the worker as text, so the cache name is written into the function's source.
 */
export function serverErrorFallbackPlugin(cacheName: string): WorkboxPlugin {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- built from text so the cache name is part of the source workbox copies
  const fetchDidSucceed = new Function(
    'context',
    `var response = context.response;
    if (response.status < 500) return response;
    return caches.match(context.request, { cacheName: ${JSON.stringify(cacheName)}, ignoreSearch: true }).then(function (saved) {
      if (saved) throw new Error('The server answered ' + response.status + '; the saved copy opens instead.');
      return response;
    });`,
  ) as WorkboxPlugin['fetchDidSucceed'];
  return { fetchDidSucceed };
}

export interface ServiceWorkerBuild {
  outDir: string;
  baseUrl: string;
  /** The offline page, relative to the base URL (precached with the files it loads). */
  offlinePage: string;
  /** Changes with every build: the worker, and what it precaches, are new for each deployment. */
  stamp: string;
  /** Files to precache, relative to the base URL. */
  precache: readonly string[];
}

export function serviceWorkerConfig({ outDir, baseUrl, stamp, precache, offlinePage }: ServiceWorkerBuild): GenerateSWOptions {
  return {
    swDest: path.join(outDir, SERVICE_WORKER_FILE),
    globDirectory: outDir,
    globPatterns: [],
    // Listed by URL, not found by glob. Their revision is the build stamp, so each deployment refreshes them.
    additionalManifestEntries: precache.map((file) => ({ url: file.startsWith('/') ? file : `${baseUrl}${file}`, revision: stamp })),
    // The offline page is opened as `…/offline/?from=/x/page/`: its precached copy answers whatever page it names.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^from$/],
    // The page asks a waiting worker to take over (serviceWorker.ts) and reloads once it has focus.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    disableDevLogs: true,
    runtimeCaching: [
      {
        urlPattern: isPage,
        handler: 'NetworkFirst',
        // A page first read as `/x/page/?utm_source=…` opens offline at `/x/page/`, and the other way round.
        options: {
          cacheName: PAGES_CACHE_NAME,
          expiration: { maxEntries: 400 },
          matchOptions: { ignoreSearch: true },
          plugins: [serverErrorFallbackPlugin(PAGES_CACHE_NAME), offlineFallbackPlugin(`${baseUrl}${offlinePage}`)],
        },
      },
      {
        urlPattern: isFingerprintedAsset,
        handler: 'CacheFirst',
        options: { cacheName: 'x-docs-assets', expiration: { maxEntries: 1000, maxAgeSeconds: 60 * DAY_SECONDS } },
      },
      {
        // The index's files as queries fetch them (plugins/search), so what a reader searched answers offline; the
        // search page's "Keep search available offline" puts every file of the index in the same cache.
        urlPattern: isSearchIndex,
        handler: 'NetworkFirst',
        // Pagefind asks for its entry file with a timestamp in the query (`pagefind-entry.json?ts=…`): offline, the
        // copy saved under any query answers.
        options: { cacheName: searchCacheName(baseUrl), matchOptions: { ignoreSearch: true } },
      },
      {
        urlPattern: isStaticFile,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'x-docs-static', expiration: { maxEntries: 200 } },
      },
    ],
  };
}

/** The first line of the worker, so that every deployment installs a new worker even when nothing else changed. */
export function buildStampLine(stamp: string): string {
  return `// x-docs build ${stamp}\n`;
}
