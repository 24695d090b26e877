/**
 * The MUI theme of the site (SPEC §9), a pure function of the site settings.
 * Colours are emitted as CSS variables keyed on Docusaurus's `data-theme`
 * attribute, so the server-rendered page already has both colour schemes and
 * the first paint matches the mode Docusaurus picked before hydration.
 */
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

export type Direction = 'ltr' | 'rtl';
export type PaletteMode = 'light' | 'dark';

export interface ThemeSettings {
  dense: boolean;
  direction: Direction;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = { dense: false, direction: 'ltr' };

/** The selector Docusaurus already maintains on `<html>`; MUI's colour schemes key on it. */
export const COLOR_SCHEME_SELECTOR = '[data-theme="%s"]';

export const breakpointValues = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const zIndexLayers = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

/** Shades of the primary blue, all on hue 210. */
export const blue = {
  50: 'hsl(210, 100%, 96%)',
  100: 'hsl(210, 100%, 90%)',
  200: 'hsl(210, 100%, 80%)',
  300: 'hsl(210, 100%, 70%)',
  400: 'hsl(210, 100%, 60%)',
  500: 'hsl(210, 100%, 50%)',
  600: 'hsl(210, 100%, 42%)',
  700: 'hsl(210, 100%, 35%)',
  800: 'hsl(210, 100%, 27%)',
  900: 'hsl(210, 100%, 20%)',
} as const;

/** Neutral greys tinted with the same hue. */
export const grey = {
  50: 'hsl(210, 14%, 97%)',
  100: 'hsl(210, 14%, 94%)',
  200: 'hsl(210, 14%, 88%)',
  300: 'hsl(210, 14%, 80%)',
  400: 'hsl(210, 14%, 66%)',
  500: 'hsl(210, 14%, 46%)',
  600: 'hsl(210, 14%, 36%)',
  700: 'hsl(210, 14%, 24%)',
  800: 'hsl(210, 14%, 13%)',
  900: 'hsl(210, 14%, 9%)',
} as const;

/** The `<meta name="theme-color">` of each mode. */
export const themeColorMeta: Record<PaletteMode, string> = {
  light: blue[600],
  dark: 'hsl(210, 14%, 7%)',
};

export const fontFamilies = {
  body: '"IBM Plex Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: '"Inter Variable", "Inter", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif',
} as const;

const sharedPalette = { contrastThreshold: 3, tonalOffset: 0.2, grey } as const;

const colorSchemes = {
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
      primary: { light: blue[200], main: blue[400], dark: blue[700], contrastText: grey[900] },
      background: { default: themeColorMeta.dark, paper: grey[900] },
      text: { primary: grey[50], secondary: grey[400] },
      divider: grey[700],
    },
  },
} satisfies ThemeOptions['colorSchemes'];

/** Small buttons and tables, dense margins on inputs (SPEC §9 dense defaults). */
export const denseComponents: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiTextField: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

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
    components: dense ? denseComponents : {},
  };
}

export function createDocsTheme(settings: ThemeSettings = DEFAULT_THEME_SETTINGS): Theme {
  return createTheme(getThemeOptions(settings));
}
