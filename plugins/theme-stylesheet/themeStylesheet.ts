/**
 * The theme's CSS variables (both colour schemes) as one stylesheet, in the `mui` cascade layer. The site links it
 * from every page (plugins/theme-stylesheet) instead of letting MUI serialize the same 20 KB of CSS into each page
 * on the server and again in the browser while it hydrates.
 */
import { serializeStyles } from '@emotion/serialize';
import type { Theme } from '@mui/material/styles';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { layerPlugin, MUI_LAYER } from '../../src/settings/emotion/emotionCache';

export function themeVariablesStylesheet(theme: Theme): string {
  const sheets = theme.generateStyleSheets?.() ?? [];
  const { styles } = serializeStyles(sheets);
  // The same plugins, in the same order, as the site's Emotion cache (src/settings/emotion/emotionCache.ts).
  return serialize(compile(styles), middleware([prefixer, layerPlugin(MUI_LAYER), stringify]));
}
