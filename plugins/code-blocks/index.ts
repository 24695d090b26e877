import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { CODE_THEME_FILE, CODE_THEME_LAYER, codeThemeStylesheet } from './codeTheme';
import { emitAssetsPlugin } from '../assets/emitAsset';
import { pageLayerBlockCss } from './client/layeredStylesheet';

const PLUGIN_NAME = 'x-docs-code-blocks';

/**
 * Code blocks as readers see them: both colour modes from one stylesheet, a copy button that says so, and
 * Ctrl+C (Cmd+C) with nothing selected copying the block under the pointer.
 *
 * - `/code-theme.css`, generated from the site's Prism themes (`prismThemes.ts`), is served in development and
 *   written by the build. The client module `client/codeTheme.ts` fetches it into the `theme` cascade layer, into
 *   the empty layer block every page's head has for it (`client/layeredStylesheet.ts` says why); the preload starts
 *   that request with the page, and readers without JavaScript get it as a plain stylesheet.
 * - `client/copyHoveredCode.ts` is the copy shortcut; `theme/CodeBlock/Buttons/CopyButton` replaces theme-classic's
 *   button, and `@theme/hooks/useCopyFeedback` is the clipboard write with its "Copied" state, for the demos too.
 */
export default function codeBlocksPlugin({ baseUrl }: LoadContext): Plugin {
  const href = `${baseUrl}${CODE_THEME_FILE}`;
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client/codeTheme.ts'), path.join(__dirname, 'client/copyHoveredCode.ts')],
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'link', attributes: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href } },
          { tagName: 'style', attributes: { 'data-href': href }, innerHTML: pageLayerBlockCss(CODE_THEME_LAYER) },
          `<noscript><link rel="stylesheet" href="${href}"></noscript>`,
        ],
      };
    },
    configureWebpack(_config, isServer) {
      return isServer ? {} : { plugins: [emitAssetsPlugin(PLUGIN_NAME, [{ fileName: CODE_THEME_FILE, content: codeThemeStylesheet() }])] };
    },
  };
}
