/**
 * Writes the service worker (`/sw.js`, `/zh/sw.js` for Chinese) after the build,
 * with workbox's generateSW: configuration only, no hand-written worker. It is
 * registered by src/clientModules/serviceWorker.ts on the configured docs host.
 */
import fs from 'node:fs/promises';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { generateSW } from 'workbox-build';
import { buildStampLine, serviceWorkerConfig } from './serviceWorkerConfig';

export interface OfflineOptions {
  /** Files to precache, relative to the base URL (the local search index). */
  precache?: string[];
}

export default function offlinePlugin({ baseUrl }: LoadContext, { precache = [] }: OfflineOptions = {}): Plugin {
  return {
    name: 'x-docs-offline',
    async postBuild({ outDir }) {
      const stamp = new Date().toISOString();
      const config = serviceWorkerConfig({ outDir, baseUrl, stamp, precache });
      await generateSW(config);
      const worker = await fs.readFile(config.swDest, 'utf8');
      await fs.writeFile(config.swDest, buildStampLine(stamp) + worker);
    },
  };
}
