/**
 * Shows each local search result's product and ranks the current product's
 * pages first. `@easyops-cn/docusaurus-search-local` has no option for either,
 * and its search box imports the two modules involved by relative path, out of
 * reach of a theme swizzle; so the bundler swaps them, for the plugin's own
 * imports only, for wrappers that call the originals
 * (wrappers/). Ejecting the 400-line search box instead would fork it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceImportPlugin } from '../assets/replaceImport';

const PLUGIN_THEME_DIR = /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme([\\/]|$)/;
const WRAPPERS_DIR = path.join(__dirname, 'wrappers');

/** The plugin's relative imports that are replaced, and their wrappers. */
export const WRAPPED_MODULES: Record<string, string> = {
  '../searchByWorker': path.join(WRAPPERS_DIR, 'searchByWorker.ts'),
  './SuggestionTemplate': path.join(WRAPPERS_DIR, 'SuggestionTemplate.ts'),
};

/** The wrapper for an import of the search plugin's theme, or undefined for any other import. */
export function wrapperFor(request: string, importerDir: string): string | undefined {
  return PLUGIN_THEME_DIR.test(importerDir) ? WRAPPED_MODULES[request] : undefined;
}

export default function searchProductsPlugin(): Plugin {
  return {
    name: 'x-docs-search-products',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return { plugins: [replaceImportPlugin(currentBundler, /^\.\.?\/(searchByWorker|SuggestionTemplate)$/, wrapperFor)] };
    },
  };
}

/**
 * The route of each folder of the docs (`x/react-data-grid`, ...). The search
 * plugin indexes routes under these as docs; other routes of the site, such as
 * the API reference under `x/api`, are then indexed as pages.
 */
export function docsSectionRoutes(docsDir: string, routeBasePath: string): string[] {
  return fs
    .readdirSync(docsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${routeBasePath}/${entry.name}`);
}
