/**
 * Docusaurus prefetches the route of every link that scrolls into view, at
 * once: each one matches the route table and scans every route's chunk names.
 * With a few hundred routes and a page full of links, that ran as one long
 * task during page load. Links call `window.docusaurus.prefetch`, and the
 * object comes from a module that Docusaurus's client entry imports by
 * relative path, out of reach of a swizzle: the bundler swaps it, for that
 * import only, for a wrapper (./docusaurusClient.ts) that queues each prefetch
 * for an idle moment and then calls the original.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceImportPlugin, replaceRequestFrom } from '../../assets/replaceImport';

export const WRAPPER = path.join(__dirname, 'docusaurusClient.ts');

/** The wrapper for Docusaurus's client entry's `./docusaurus` import, or undefined for any other import. */
export const wrapperFor = replaceRequestFrom(/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/, './docusaurus', WRAPPER);

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'x-docs-idle-prefetch',
    configureWebpack(_config, isServer, { currentBundler }) {
      return isServer ? {} : { plugins: [replaceImportPlugin(currentBundler, /^\.\/docusaurus$/, wrapperFor)] };
    },
  };
}
