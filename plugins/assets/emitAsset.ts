import type { Compiler, WebpackPluginInstance } from 'webpack';

/**
 * A bundler plugin (webpack or Rspack) that adds a generated file to the client build, so that it is served by
 * `npm start` and written by `npm run build` alike.
 */
export function emitAssetPlugin(pluginName: string, fileName: string, content: string): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        compilation.hooks.processAssets.tap({ name: pluginName, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(fileName, new compiler.webpack.sources.RawSource(content));
        });
      });
    },
  };
}
