import path from 'node:path';
import { pages } from '@site/src/data/pages';
import { flattenPages, isGroupEntry, isLinkEntry } from '@site/src/lib/pageTree';

/** The production build the suite serves: `build/`, or the one E2E_BUILD_DIR names (globalSetup.mjs reads it too). */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? path.join(__dirname, '../../../build');

/** Every docs page of the navigation, as the URL a reader opens. */
export function navigationPageUrls(): string[] {
  return flattenPages(pages)
    .filter((entry) => !isGroupEntry(entry) && !isLinkEntry(entry))
    .map((entry) => `${entry.pathname}/`);
}

export const PRODUCT_LANDING_URLS = [
  '/x/introduction/',
  '/x/react-data-grid/',
  '/x/react-date-pickers/',
  '/x/react-charts/',
  '/x/react-tree-view/',
];

/** The site's main bundle (`/assets/js/main.<hash>.js`). */
export const MAIN_BUNDLE = /\/assets\/js\/main\.[0-9a-f]+\.js$/;
/** A bundle of the page's own (not `runtime~main`, not `main`). */
export const PAGE_CHUNK = /\/assets\/js\/(?!(runtime~)?main\.)[\w~.-]+\.js$/;
