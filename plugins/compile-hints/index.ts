import type { Plugin } from '@docusaurus/types';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file while streaming it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the browser bundles for eager compilation. V8 otherwise compiles a
 * function on the main thread the first time it is called; a page's bundles are
 * almost all called while it starts (webpack module factories, React, the page's
 * components), so that compiling happened inside the long tasks that evaluate
 * `main` and hydrate the page. With the hint, V8 compiles them on a background
 * thread while the file downloads. The comment must be the file's first line, so
 * it is added after minification (which drops comments) and before the content
 * hash is computed. Browsers without the feature ignore a comment.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'x-docs-compile-hints',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer || config.mode !== 'production') return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [new BannerPlugin({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING })],
      };
    },
  };
}
