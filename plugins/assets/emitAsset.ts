import type { Compiler, WebpackPluginInstance } from 'webpack';

export interface GeneratedFile {
  /** The output path, relative to the build folder. */
  fileName: string;
  content: string;
}

/**
 * A bundler plugin (webpack or Rspack) that adds generated files to the client build, so that they are served by
 * `npm start` and written by `npm run build` alike.
 */
export function emitAssetsPlugin(pluginName: string, files: readonly GeneratedFile[]): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: pluginName, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const { fileName, content } of files) {
              compilation.emitAsset(fileName, new compiler.webpack.sources.RawSource(content));
            }
          },
        );
      });
    },
  };
}
