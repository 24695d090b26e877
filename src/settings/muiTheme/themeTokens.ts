/**
 * The design tokens of the site as plain values: no MUI code, so the
 * site chrome can use them without loading the theme machinery.
 */

export type Direction = 'ltr' | 'rtl';
export type PaletteMode = 'light' | 'dark';

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

/**
 * Each stack: the self-hosted variable font, the same family from a font provider (`X_DOCS_FONT_STYLESHEET_URL`), its
 * metric-matched fallback (plugins/self-hosted-fonts), which a page keeps when the font is late, then the system's own fonts.
 */
export const fontFamilies = {
  body: '"IBM Plex Sans Variable", "IBM Plex Sans", "IBM Plex Sans Variable Fallback", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: '"Inter Variable", "Inter", "Inter Variable Fallback", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif',
} as const;
