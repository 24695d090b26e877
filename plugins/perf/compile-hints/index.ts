import type { Plugin } from '@docusaurus/types';
// Docusaurus types its bundler as webpack's; Rspack's compiler has the same `webpack` namespace (Compilation, sources).
import type { Compiler } from 'webpack';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file while streaming it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Smaller bundles compile in well under a millisecond: the hint would cost more bytes than it saves time. */
export const MIN_HINTED_BYTES = 20_000;

const NAME = 'x-docs-compile-hints';

/** The bundler plugin: prefixes the hint to each large JavaScript asset, once minified, before content hashing. */
export function compileHintsBundlerPlugin(minBytes: number) {
  return {
    apply(compiler: Compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (file.endsWith('.js') && source.size() >= minBytes) {
              compilation.updateAsset(file, (old) => new sources.ConcatSource(`${COMPILE_HINT}\n`, old));
            }
          }
        });
      });
    },
  };
}

/**
 * Marks the large browser bundles for eager compilation. V8 otherwise compiles
 * a function on the main thread the first time it is called; a page's bundles
 * are almost all called while it starts (webpack module factories, React, the
 * page's components), so that compiling happened inside the long tasks that
 * evaluate `main` and hydrate the page. With the hint, V8 compiles them on a
 * background thread while the file downloads. The comment must be the file's
 * first line, so it is added after minification (which drops comments). Browsers
 * without the feature read a comment.
 */
export default function compileHintsPlugin(_context: unknown, options: { minBytes?: number } = {}): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return { plugins: [compileHintsBundlerPlugin(options.minBytes ?? MIN_HINTED_BYTES)] };
    },
  };
}
