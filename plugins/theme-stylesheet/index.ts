import { createHash } from 'node:crypto';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createDocsTheme } from '../../src/lib/theme';
import { themeVariablesStylesheet } from './themeStylesheet';
import { emitAssetsPlugin } from '../assets/emitAsset';

const PLUGIN_NAME = 'x-docs-theme-stylesheet';

/** `assets/css/mui-theme.<hash>.css`: the name changes with the content, so browsers may keep it for good. */
export function themeStylesheetFileName(css: string): string {
  return `assets/css/mui-theme.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
}

/**
 * Links the stylesheet of the theme's CSS variables (themeStylesheet.ts) from every page. The variables
 * do not depend on density or direction, so one file serves every setting; `ThemeLayer` tells MUI not to
 * write them into the page.
 */
export default function themeStylesheetPlugin({ baseUrl }: LoadContext): Plugin {
  const css = themeVariablesStylesheet(createDocsTheme());
  const fileName = themeStylesheetFileName(css);
  return {
    name: PLUGIN_NAME,
    injectHtmlTags() {
      return { headTags: [{ tagName: 'link', attributes: { rel: 'stylesheet', href: `${baseUrl}${fileName}` } }] };
    },
    configureWebpack(_config, isServer) {
      return isServer ? {} : { plugins: [emitAssetsPlugin(PLUGIN_NAME, [{ fileName, content: css }])] };
    },
  };
}
