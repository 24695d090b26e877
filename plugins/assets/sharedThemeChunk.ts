import { escapeRegexp } from '@docusaurus/utils';
import type { Configuration } from 'webpack';

/** A path as a pattern that matches it whichever separator the bundler's paths use. */
function pathPattern(file: string): string {
  return file
    .split(/[\\/]+/)
    .filter(Boolean)
    .map(escapeRegexp)
    .join('[\\\\/]');
}

/** Matches the files under `dir`, whichever separator the bundler's paths use. */
export function filesUnder(dir: string): RegExp {
  return new RegExp(`[\\\\/]${pathPattern(dir)}[\\\\/]`);
}

/** Matches the files under any of `dirs` and the `files` themselves (whole paths). */
export function filesAmong({ dirs = [], files = [] }: { dirs?: readonly string[]; files?: readonly string[] }): RegExp {
  const patterns = [...dirs.map((dir) => filesUnder(dir).source), ...files.map((file) => `[\\\\/]${pathPattern(file)}$`)];
  return new RegExp(patterns.join('|'));
}

/**
 * The bundler setting of `sharedThemeChunk` for any set of modules: one chunk named `chunkName` for the modules
 * `test` matches, shared by the async chunks (pages) that use them, however small.
 */
export function sharedChunk(chunkName: string, test: RegExp): Configuration {
  return {
    optimization: {
      splitChunks: {
        cacheGroups: {
          [chunkName]: {
            test,
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

/**
 * A bundler setting for a plugin's theme components that remark inserts into many pages (`@theme/Demo`,
 * `@theme/AdSlot`, `@theme/ApiLinks`). Docusaurus turns the bundler's default chunk sharing off for the site's own
 * code and shares only what half the pages use, so such a component would be copied into the chunk of each page
 * that has it, and downloaded again with each page Docusaurus prefetches. This gives the files under `themeDir`
 * one chunk of their own, `chunkName`, shared by those pages.
 */
export function sharedThemeChunk(chunkName: string, themeDir: string): Configuration {
  return sharedChunk(chunkName, filesUnder(themeDir));
}
