/**
 * Writes the service worker (`/sw.js`, `/zh/sw.js` for Chinese) after the build,
 * with workbox's generateSW: configuration only, plus one fallback for pages
 * never saved. Its client module (client/registerServiceWorker.ts) registers
 * it on the configured docs host; `/x/offline/` is its page (theme/OfflinePage).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { generateSW } from 'workbox-build';
import { OFFLINE_PAGE_PATH } from './serviceWorker';
import { buildStampLine, serviceWorkerConfig } from './serviceWorkerConfig';
import { chunkFilesRecorder } from './chunkFiles';

const PLUGIN_NAME = 'x-docs-offline';
/** The offline page's component, as Docusaurus's route registry imports it. */
const OFFLINE_PAGE_COMPONENT = '@theme/OfflinePage';
/** The route context module Docusaurus gives the routes this plugin adds (`useRouteContext`). */
const ROUTE_CONTEXT_MODULE = `@generated/${PLUGIN_NAME}/default/__plugin.json`;

/**
 * The scripts and stylesheets a built page names in its tags, as absolute paths (`/zh/assets/js/main.1a2b.js`):
 * with the page's own chunks, what must be cached for the page to open and hydrate.
 */
export function assetsNamedIn(html: string): string[] {
  return [...new Set(html.match(/(?<=[\s"'=(,[])(?:\/[\w.~-]+)+\.(?:js|css)(?=[\s"'>),\]])/g) ?? [])];
}

export default function offlinePlugin({ baseUrl, generatedFilesDir }: LoadContext): Plugin {
  // The bundling and the page rendering are two processes (scripts/build.mjs): the files found by the first reach
  // the second on disk, beside Docusaurus's own client manifest.
  const chunksFile = path.join(generatedFilesDir, PLUGIN_NAME, 'offline-page-chunks.json');
  const recordChunks = (files: string[]) => {
    mkdirSync(path.dirname(chunksFile), { recursive: true });
    writeFileSync(chunksFile, JSON.stringify(files));
  };
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [path.join(__dirname, 'client', 'registerServiceWorker.ts')],
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return { plugins: [chunkFilesRecorder([OFFLINE_PAGE_COMPONENT, ROUTE_CONTEXT_MODULE], recordChunks)] };
    },
    contentLoaded({ actions }) {
      // Where the worker sends a reader who opens a page never saved, in each locale's build.
      actions.addRoute({ path: `${baseUrl}${OFFLINE_PAGE_PATH}`, component: OFFLINE_PAGE_COMPONENT, exact: true });
    },
    async postBuild({ outDir }) {
      const stamp = new Date().toISOString();
      // The offline page must open with no connection at all: the page and every file it loads are precached.
      const offlineHtml = await fs.readFile(path.join(outDir, OFFLINE_PAGE_PATH, 'index.html'), 'utf8');
      const offlinePageChunks = JSON.parse(await fs.readFile(chunksFile, 'utf8')) as string[];
      const offlineFiles = [
        ...new Set([OFFLINE_PAGE_PATH, ...assetsNamedIn(offlineHtml), ...offlinePageChunks.map((file) => `${baseUrl}${file}`)]),
      ];
      const config = serviceWorkerConfig({
        outDir,
        baseUrl,
        stamp,
        precache: offlineFiles,
        offlinePage: OFFLINE_PAGE_PATH,
      });
      await generateSW(config);
      const worker = await fs.readFile(config.swDest, 'utf8');
      await fs.writeFile(config.swDest, buildStampLine(stamp) + worker);
    },
  };
}
