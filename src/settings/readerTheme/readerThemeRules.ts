/**
 * The theme options a reader's theme may hold, as data: the parts of MUI's `createTheme` options that JSON can
 * express and that the demos can take without the site's chrome changing (palette, typography, shape, spacing,
 * components' default props and style overrides). Read from `@mui/material/styles` 7 (createPalette,
 * createTypography, createSpacing, createTheme): what each key must be for `createTheme` to use it.
 */

export type Rule =
  /** A colour MUI's colour utilities can read (`decomposeColor`): MUI derives shades and contrast from it. */
  | { type: 'colour' }
  | { type: 'number' }
  | { type: 'opacity' }
  | { type: 'string' }
  /** A font weight: a number or a CSS keyword. */
  | { type: 'numberOrString' }
  /** An object of CSS properties; values are strings, numbers or nested objects (selectors, media queries). */
  | { type: 'css' }
  /** MUI's spacing unit in pixels, or a list of sizes (functions cannot be written in JSON). */
  | { type: 'spacing' }
  /** Any JSON value (a component's default props). */
  | { type: 'json' }
  /** `Mui<Name>: { defaultProps, styleOverrides }` entries. */
  | { type: 'components' }
  /** A palette colour: `main` and, if wanted, its shades; MUI computes the shades left out from `main`. */
  | { type: 'paletteColour' }
  | { type: 'tonalOffset' }
  /** Something the site sets itself for the reader's settings (mode, direction) or for its layout. */
  | { type: 'siteOwned' }
  | { type: 'object'; keys: Readonly<Record<string, Rule>> };

const colour: Rule = { type: 'colour' };
const css: Rule = { type: 'css' };
const opacity: Rule = { type: 'opacity' };
const siteOwned: Rule = { type: 'siteOwned' };

function keysOf(keys: readonly string[], rule: Rule): Record<string, Rule> {
  return Object.fromEntries(keys.map((key) => [key, rule]));
}

function objectOf(keys: readonly string[], rule: Rule): Rule {
  return { type: 'object', keys: keysOf(keys, rule) };
}

export const PALETTE_COLOUR_KEYS = ['main', 'light', 'dark', 'contrastText'] as const;

const GREY_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', 'A100', 'A200', 'A400', 'A700'];

const TYPOGRAPHY_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

const palette: Rule = {
  type: 'object',
  keys: {
    mode: siteOwned,
    primary: { type: 'paletteColour' },
    secondary: { type: 'paletteColour' },
    error: { type: 'paletteColour' },
    warning: { type: 'paletteColour' },
    info: { type: 'paletteColour' },
    success: { type: 'paletteColour' },
    text: objectOf(['primary', 'secondary', 'disabled'], colour),
    background: objectOf(['default', 'paper'], colour),
    divider: colour,
    action: {
      type: 'object',
      keys: {
        ...keysOf(['active', 'hover', 'selected', 'disabled', 'disabledBackground', 'focus'], colour),
        ...keysOf(['hoverOpacity', 'selectedOpacity', 'disabledOpacity', 'focusOpacity', 'activatedOpacity'], opacity),
      },
    },
    common: objectOf(['black', 'white'], colour),
    grey: objectOf(GREY_SHADES, colour),
    contrastThreshold: { type: 'number' },
    tonalOffset: { type: 'tonalOffset' },
  },
};

const typography: Rule = {
  type: 'object',
  keys: {
    fontFamily: { type: 'string' },
    fontSize: { type: 'number' },
    htmlFontSize: { type: 'number' },
    fontWeightLight: { type: 'numberOrString' },
    fontWeightRegular: { type: 'numberOrString' },
    fontWeightMedium: { type: 'numberOrString' },
    fontWeightBold: { type: 'numberOrString' },
    ...keysOf(TYPOGRAPHY_VARIANTS, css),
  },
};

/** The whole of a reader's theme. */
export const READER_THEME_RULE: Rule = {
  type: 'object',
  keys: {
    palette,
    typography,
    shape: { type: 'object', keys: { borderRadius: { type: 'number' } } },
    spacing: { type: 'spacing' },
    components: { type: 'components' },
    // The site's own: the reader's light or dark mode and direction come from their settings, the rest from the layout.
    colorSchemes: siteOwned,
    cssVariables: siteOwned,
    direction: siteOwned,
    breakpoints: siteOwned,
    zIndex: siteOwned,
  },
};

/** What a component's entry may hold: `variants` and functions in overrides need code, which a JSON theme cannot carry. */
export const COMPONENT_ENTRY_KEYS = ['defaultProps', 'styleOverrides'] as const;

export const COMPONENT_NAME = /^Mui[A-Z][A-Za-z0-9]*$/;

/** Keys that could reach an object's prototype when the theme is merged: refused wherever they appear. */
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deeper nesting is refused: no theme needs it, and it keeps every walk of the theme short. */
export const MAX_DEPTH = 16;
