import type { LoadContext, Plugin } from '@docusaurus/types';
import { CODE_THEME_FILE, codeThemeStylesheet } from '../../src/lib/codeTheme';
import { emitAssetsPlugin } from '../assets/emitAsset';

const PLUGIN_NAME = 'x-docs-code-theme';

/**
 * Serves the code highlighting stylesheet (`/code-theme.css`), generated from
 * the site's Prism themes, in development and in the build. The browser fetches
 * it into the `theme` cascade layer (src/clientModules/codeTheme.ts); the
 * preload starts that request with the page, and readers without JavaScript
 * get it as a plain stylesheet.
 */
export default function codeThemePlugin({ baseUrl }: LoadContext): Plugin {
  const href = `${baseUrl}${CODE_THEME_FILE}`;
  return {
    name: PLUGIN_NAME,
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'link', attributes: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href } },
          `<noscript><link rel="stylesheet" href="${href}"></noscript>`,
        ],
      };
    },
    configureWebpack(_config, isServer) {
      return isServer ? {} : { plugins: [emitAssetsPlugin(PLUGIN_NAME, [{ fileName: CODE_THEME_FILE, content: codeThemeStylesheet() }])] };
    },
  };
}
