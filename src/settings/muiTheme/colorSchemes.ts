/**
 * The two colour schemes of the MUI theme. MUI emits them as CSS variables keyed on Docusaurus's `data-theme`
 * attribute, so the server-rendered page already has both and the first paint matches the mode Docusaurus picked
 * before hydration.
 */
import type { ThemeOptions } from '@mui/material/styles';
import { blue, grey, themeColorMeta } from './themeTokens';

/** The selector Docusaurus already maintains on `<html>`; MUI's colour schemes key on it. */
export const COLOR_SCHEME_SELECTOR = '[data-theme="%s"]';

// A colour's contrastText is white only where white reads at 4.5:1 on it (WCAG AA for body text); MUI's default of 3
// left white on the light `info` and `warning` and on the dark `error`, under 4 and as low as 3:1.
const sharedPalette = { contrastThreshold: 4.5, tonalOffset: 0.2, grey } as const;

export const colorSchemes = {
  light: {
    palette: {
      ...sharedPalette,
      primary: { light: blue[400], main: blue[600], dark: blue[800], contrastText: '#fff' },
      background: { default: '#fff', paper: '#fff' },
      text: { primary: grey[900], secondary: grey[600] },
      divider: grey[200],
    },
  },
  dark: {
    palette: {
      ...sharedPalette,
      // `dark` is a hover background under `contrastText` (contained buttons) and a text colour on the page (the Data
      // Grid's aggregation footer): blue[500] reads at 4.5:1 or more in both places.
      primary: { light: blue[200], main: blue[400], dark: blue[500], contrastText: grey[900] },
      background: { default: themeColorMeta.dark, paper: grey[900] },
      text: { primary: grey[50], secondary: grey[400] },
      divider: grey[700],
    },
  },
} satisfies ThemeOptions['colorSchemes'];
