import { escapeRegexp } from '@docusaurus/utils';
import type { Configuration } from 'webpack';

/** Matches the files under `dir`, whichever separator the bundler's paths use. */
export function filesUnder(dir: string): RegExp {
  const parts = dir
    .split(/[\\/]+/)
    .filter(Boolean)
    .map(escapeRegexp);
  return new RegExp(`[\\\\/]${parts.join('[\\\\/]')}[\\\\/]`);
}

/**
 * A bundler setting for a plugin's theme components that remark inserts into many pages (`@theme/Demo`,
 * `@theme/AdSlot`, `@theme/ApiLinks`). Docusaurus turns the bundler's default chunk sharing off for the site's own
 * code and shares only what half the pages use, so such a component would be copied into the chunk of each page
 * that has it, and downloaded again with each page Docusaurus prefetches. This gives the files under `themeDir`
 * one chunk of their own, `chunkName`, shared by those pages.
 */
export function sharedThemeChunk(chunkName: string, themeDir: string): Configuration {
  return {
    optimization: {
      splitChunks: {
        cacheGroups: {
          [chunkName]: {
            test: filesUnder(themeDir),
            name: chunkName,
            chunks: 'async',
            minChunks: 2,
            // However small: the bundler's 20 KB floor would leave a small component copied into every page.
            minSize: 0,
            priority: 30,
            reuseExistingChunk: true,
          },
        },
      },
    },
  };
}
