/**
 * The MUI theme of the site, a pure function of the site settings (density and direction); the colour mode is
 * not one of them, since both colour schemes are in every theme (`colorSchemes.ts`).
 */
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { COLOR_SCHEME_SELECTOR, colorSchemes } from './colorSchemes';
import { denseComponents, focusRingComponents, rangeFieldComponents } from './componentDefaults';
import { breakpointValues, fontFamilies, zIndexLayers, type Direction } from './themeTokens';

export interface ThemeSettings {
  dense: boolean;
  direction: Direction;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = { dense: false, direction: 'ltr' };

export function getThemeOptions({ dense, direction }: ThemeSettings): ThemeOptions {
  return {
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR },
    colorSchemes,
    direction,
    breakpoints: { values: breakpointValues },
    shape: { borderRadius: 12 },
    spacing: 8,
    zIndex: zIndexLayers,
    typography: {
      fontFamily: fontFamilies.body,
      fontSize: 14,
      htmlFontSize: 16,
      h1: { fontFamily: fontFamilies.heading },
      h2: { fontFamily: fontFamilies.heading },
      h3: { fontFamily: fontFamilies.heading },
      h4: { fontFamily: fontFamilies.heading },
      h5: { fontFamily: fontFamilies.heading },
      h6: { fontFamily: fontFamilies.heading },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: dense
      ? { ...focusRingComponents, ...rangeFieldComponents, ...denseComponents }
      : { ...focusRingComponents, ...rangeFieldComponents },
  };
}

// Building a theme with CSS variables takes a while (about 5 ms, 20 at mobile speeds), and the server renders
// hundreds of pages with the same settings: each of the four themes is built once and shared.
const builtThemes = new Map<string, Theme>();

/** The site's theme for these settings; the same object for the same settings. */
export function createDocsTheme(settings: ThemeSettings = DEFAULT_THEME_SETTINGS): Theme {
  const key = `${settings.dense ? 'dense' : 'normal'}-${settings.direction}`;
  let theme = builtThemes.get(key);
  if (!theme) {
    theme = createTheme(getThemeOptions(settings));
    builtThemes.set(key, theme);
  }
  return theme;
}
