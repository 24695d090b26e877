/**
 * The site puts every rule Emotion writes into the `mui` cascade layer (src/settings/emotion/emotionCache.ts wraps
 * each in its own `@layer mui{…}`). In Chromium, inserting a rule that holds an `@layer` block makes the browser
 * restyle and lay out the whole document again, where inserting a plain rule restyles what it matches: a component
 * whose styles are new to the page (a ripple, a popup, a sort icon) cost a full-page restyle during the reader's
 * click. `@emotion/cache` keeps its rules in `@emotion/sheet`'s StyleSheet; the bundler swaps that import, for
 * `@emotion/cache` only, for a StyleSheet (./layerBlockSheet.ts) that adds a layered rule inside the `@layer` block
 * its style tag already ends with, where the cascade puts it in the same place.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceImportPlugin, replaceRequestFrom } from '../../assets/replaceImport';

export const WRAPPER = path.join(__dirname, 'layerBlockSheet.ts');

/** The wrapper for `@emotion/cache`'s `@emotion/sheet` import, or undefined for any other import. */
export const wrapperFor = replaceRequestFrom(/[\\/]@emotion[\\/]cache[\\/]dist$/, '@emotion/sheet', WRAPPER);

export default function emotionLayerBlocksPlugin(): Plugin {
  return {
    name: 'x-docs-emotion-layer-blocks',
    configureWebpack(_config, isServer, { currentBundler }) {
      return isServer ? {} : { plugins: [replaceImportPlugin(currentBundler, /^@emotion\/sheet$/, wrapperFor)] };
    },
  };
}
