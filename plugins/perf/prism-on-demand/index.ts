/**
 * Code blocks load Prism on demand (theme/CodeBlock/Content):
 * - `@x-docs/code-highlighter` is the module that provides the highlighted
 *   lines: imported directly by the server bundle, loaded on request by the
 *   client bundle;
 * - theme-classic registers Prism's additional languages in a client module
 *   that every page runs at start-up, importing Prism with them: the bundler
 *   swaps it for an empty module, and the languages are registered when Prism
 *   loads.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const HIGHLIGHTER_ALIAS = '@x-docs/code-highlighter';
export const STARTUP_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

const CONTENT_DIR = path.join(__dirname, 'theme', 'CodeBlock', 'Content');

export function highlighterModule(isServer: boolean): string {
  return path.join(CONTENT_DIR, isServer ? 'highlighter.server.ts' : 'highlighter.client.ts');
}

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'x-docs-prism-on-demand',
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        resolve: { alias: { [HIGHLIGHTER_ALIAS]: highlighterModule(isServer) } },
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(STARTUP_MODULE, path.join(__dirname, 'emptyModule.ts'))],
      };
    },
    // CodeBlock (static blocks keep their server-rendered lines) and CodeBlock/Content (Prism loaded on request).
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
