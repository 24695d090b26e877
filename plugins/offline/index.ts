/**
 * Writes the service worker (`/sw.js`, `/zh/sw.js` for Chinese) after the build,
 * with workbox's generateSW: configuration only, plus one fallback for pages
 * never saved. It is registered by src/clientModules/serviceWorker.ts on the
 * configured docs host.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { generateSW } from 'workbox-build';
import { OFFLINE_PAGE_PATH } from '../../src/lib/serviceWorker';
import { buildStampLine, serviceWorkerConfig } from './serviceWorkerConfig';

/**
 * The scripts and stylesheets a built page names, as absolute paths (`/zh/assets/js/main.1a2b.js`): in its tags,
 * and in the list of bundles the paint-first loader starts. What must be cached for the page to open and hydrate.
 */
export function assetsNamedIn(html: string): string[] {
  return [...new Set(html.match(/(?<=[\s"'=(,[])(?:\/[\w.~-]+)+\.(?:js|css)(?=[\s"'>),\]])/g) ?? [])];
}

export interface OfflineOptions {
  /** Files to precache, relative to the base URL (the local search index). */
  precache?: string[];
}

export default function offlinePlugin({ baseUrl }: LoadContext, { precache = [] }: OfflineOptions = {}): Plugin {
  return {
    name: 'x-docs-offline',
    async postBuild({ outDir }) {
      const stamp = new Date().toISOString();
      // The offline page must open with no connection at all: the page and every file it loads are precached.
      const offlineHtml = await fs.readFile(path.join(outDir, OFFLINE_PAGE_PATH, 'index.html'), 'utf8');
      const offlineFiles = [OFFLINE_PAGE_PATH, ...assetsNamedIn(offlineHtml)];
      const config = serviceWorkerConfig({
        outDir,
        baseUrl,
        stamp,
        precache: [...precache, ...offlineFiles],
        offlinePage: OFFLINE_PAGE_PATH,
      });
      await generateSW(config);
      const worker = await fs.readFile(config.swDest, 'utf8');
      await fs.writeFile(config.swDest, buildStampLine(stamp) + worker);
    },
  };
}
