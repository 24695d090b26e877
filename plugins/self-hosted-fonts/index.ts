import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { packageDir, readFontCss, rewriteFontFaceCss, woff2FilesOf, type SelfHostedFont } from './fontFaces';

export interface SelfHostedFontsOptions {
  fonts: readonly SelfHostedFont[];
  /**
   * A remote font stylesheet (a font provider's CSS URL). When set, the site
   * loads that instead of serving the Fontsource files itself.
   */
  remoteStylesheetUrl?: string;
}

const OUTPUT_FOLDER = 'fonts/';
const PLUGIN_NAME = 'x-docs-self-hosted-fonts';

type CopyPattern = { from: string; to: string };
type BundlerPlugin = NonNullable<Configuration['plugins']>[number];
type CopyPluginConstructor = new (options: { patterns: CopyPattern[] }) => BundlerPlugin;

/**
 * Serves the site's web fonts from its own origin: the Fontsource woff2 files
 * are copied into the build, their @font-face rules join the main stylesheet,
 * and the faces the first paint needs are preloaded.
 */
export default function selfHostedFontsPlugin(context: LoadContext, options: SelfHostedFontsOptions): Plugin {
  const { baseUrl } = context;
  const publicPath = `${baseUrl}${OUTPUT_FOLDER}`;

  if (options.remoteStylesheetUrl) {
    const href = options.remoteStylesheetUrl;
    return {
      name: PLUGIN_NAME,
      injectHtmlTags: () => ({
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: new URL(href).origin, crossorigin: 'anonymous' } },
          { tagName: 'link', attributes: { rel: 'stylesheet', href } },
        ],
      }),
    };
  }

  const stylesheets = options.fonts.map((font) => ({ font, css: readFontCss(font, context.siteDir) }));

  return {
    name: PLUGIN_NAME,
    injectHtmlTags() {
      // Inline, not bundled: the bundler would try to resolve the font URLs as modules.
      const fontFaces = stylesheets.map(({ css }) => rewriteFontFaceCss(css, publicPath)).join('\n');
      const preloads = options.fonts.flatMap((font) =>
        font.preload.map((file) => ({
          tagName: 'link',
          attributes: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: 'anonymous', href: `${publicPath}${file}` },
        })),
      );
      return { headTags: [...preloads, { tagName: 'style', attributes: { 'data-font-faces': 'true' }, innerHTML: fontFaces }] };
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) {
        return {};
      }
      if (currentBundler.name !== 'rspack') {
        throw new Error('self-hosted-fonts copies its files with Rspack: keep `future.faster` on in docusaurus.config.ts.');
      }
      const { CopyRspackPlugin } = currentBundler.instance as unknown as { CopyRspackPlugin: CopyPluginConstructor };
      const patterns = stylesheets.flatMap(({ font, css }) => {
        const filesDir = path.join(packageDir(font.packageName, context.siteDir), 'files');
        return woff2FilesOf(css).map((file) => ({ from: path.join(filesDir, file), to: `${OUTPUT_FOLDER}${file}` }));
      });
      return { plugins: [new CopyRspackPlugin({ patterns })] };
    },
  };
}
