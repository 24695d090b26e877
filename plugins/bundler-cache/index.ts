import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { pruneCache } from './prune';

// Rspack's default, beside the site's dependencies (Docusaurus sets no other).
const CACHE_FOLDER = path.join('node_modules', '.cache', 'rspack');
// Client and server, for each locale (two), in `build` and in `start`.
const FOLDERS_KEPT = 8;
const MIN_IDLE_MS = 60 * 60 * 1000;

/**
 * Keeps the bundler's persistent cache from growing without end. Docusaurus names each cache version after the build
 * (client or server, mode, locale), its own version and a hash of the theme's aliases, so a swizzled component added
 * or removed, an upgrade or an `X_DOCS_PERF` variant starts a new folder of about 280 MB, and Rspack never deletes the
 * old ones. At every `start` and `build`, before bundling, this deletes the folders beyond the eight most recently
 * written, unless one was written in the last hour (another build may be using it).
 */
export default function bundlerCachePlugin(context: LoadContext): Plugin {
  return {
    name: 'x-docs-bundler-cache',
    loadContent() {
      const removed = pruneCache(path.join(context.siteDir, CACHE_FOLDER), { keep: FOLDERS_KEPT, minIdleMs: MIN_IDLE_MS });
      if (removed.length > 0) {
        console.log(`[x-docs] Deleted ${removed.length} unused folder(s) of the bundler's cache in ${CACHE_FOLDER}.`);
      }
    },
  };
}
