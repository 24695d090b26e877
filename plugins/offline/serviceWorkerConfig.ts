/**
 * The workbox configuration of the site's service worker. It precaches only the
 * search index (so search works offline) and caches the rest as readers go:
 * pages network-first, so a reader online always gets the latest page;
 * fingerprinted assets cache-first; other static files while revalidating.
 */
import path from 'node:path';
import type { GenerateSWOptions } from 'workbox-build';
import type { RouteMatchCallback } from 'workbox-core/types';

// At the root of each locale, not at the reference site's `/x/sw.js`: a worker controls only the URLs under its own
// folder, and the local search runs in a web worker served from `/assets/`, which must be controlled for search to
// read its precached index offline. (A broader scope would need a `Service-Worker-Allowed` header from the host.)
export const SERVICE_WORKER_FILE = 'sw.js';

const DAY_SECONDS = 24 * 60 * 60;

// Route matchers are copied into the worker's source as text: each must stand alone.
const isPage: RouteMatchCallback = ({ url, sameOrigin }) => sameOrigin && (url.pathname.endsWith('/') || url.pathname.endsWith('.html'));
const isFingerprintedAsset: RouteMatchCallback = ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/assets/');
const isStaticFile: RouteMatchCallback = ({ url, sameOrigin }) =>
  sameOrigin && /\.(css|js|json|woff2?|svg|png|jpe?g|webp|ico)$/.test(url.pathname);

export interface ServiceWorkerBuild {
  outDir: string;
  baseUrl: string;
  /** Changes with every build: the worker, and what it precaches, are new for each deployment. */
  stamp: string;
  /** Files to precache, relative to the base URL. */
  precache: readonly string[];
}

export function serviceWorkerConfig({ outDir, baseUrl, stamp, precache }: ServiceWorkerBuild): GenerateSWOptions {
  return {
    swDest: path.join(outDir, SERVICE_WORKER_FILE),
    globDirectory: outDir,
    globPatterns: [],
    // Listed by URL, not found by glob: other plugins (the search index) write these files while this one runs.
    // Their revision is the build stamp, so each deployment refreshes them; workbox's per-file size limit
    // applies to globbed files only, so a large search index is never left out.
    additionalManifestEntries: precache.map((file) => ({ url: `${baseUrl}${file}`, revision: stamp })),
    // The page asks a waiting worker to take over (src/lib/serviceWorker.ts) and reloads once it has focus.
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
        options: { cacheName: 'x-docs-pages', expiration: { maxEntries: 400 } },
      },
      {
        urlPattern: isFingerprintedAsset,
        handler: 'CacheFirst',
        options: { cacheName: 'x-docs-assets', expiration: { maxEntries: 1000, maxAgeSeconds: 60 * DAY_SECONDS } },
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
