/**
 * The theme the demos render with when the reader has one: the site's theme options for their density and
 * direction, in their light or dark mode, with their options merged over. A theme without CSS variables, so that
 * it applies inside each demo only: MUI's ThemeProvider gives such a nested theme `vars: null`, and components read
 * `(theme.vars || theme)`, so nothing of the site's variables (on <html>, for the chrome) leaks in or out.
 */
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { colorSchemes } from '../muiTheme/colorSchemes';
import { getThemeOptions, type ThemeSettings } from '../muiTheme/theme';
import type { PaletteMode } from '../muiTheme/themeTokens';
import type { JsonObject } from './validateReaderTheme';

export interface ReaderThemeSettings extends ThemeSettings {
  mode: PaletteMode;
}

type Mergeable = Record<string, unknown>;

function isPlainObject(value: unknown): value is Mergeable {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `over` merged into `base`, recursively for plain objects; otherwise `over` wins. A site style override written as
 * a function (`({ theme }) => …`) keeps working under the reader's object: its result is merged with it.
 */
export function mergeOver(base: unknown, over: unknown): unknown {
  if (typeof base === 'function' && isPlainObject(over)) {
    return (...args: unknown[]) => mergeOver((base as (...input: unknown[]) => unknown)(...args), over);
  }
  if (!isPlainObject(base) || !isPlainObject(over)) return over;
  const merged: Mergeable = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = key in base ? mergeOver(base[key], value) : value;
  return merged;
}

const PALETTE_COLOURS = new Set(['primary', 'secondary', 'error', 'warning', 'info', 'success']);

/** The options `createTheme` gets: the site's for these settings, with the reader's merged over. */
export function readerThemeOptions(reader: JsonObject, { mode, dense, direction }: ReaderThemeSettings): ThemeOptions {
  const { cssVariables: _cssVariables, colorSchemes: _colorSchemes, ...site } = getThemeOptions({ dense, direction });
  const { palette: readerPalette = {}, ...readerRest } = reader;
  const palette: Mergeable = { ...colorSchemes[mode].palette };
  for (const [key, value] of Object.entries(readerPalette as JsonObject)) {
    // A palette colour the reader sets replaces the site's whole colour: the site's light and dark shades go with
    // its blue, and MUI derives the shades the reader leaves out from their `main`.
    palette[key] = PALETTE_COLOURS.has(key) ? value : mergeOver(palette[key], value);
  }
  palette.mode = mode;
  return mergeOver({ ...site, palette }, readerRest) as ThemeOptions;
}

/** The demos' theme; throws what `createTheme` throws for options it cannot use. */
export function createReaderTheme(reader: JsonObject, settings: ReaderThemeSettings): Theme {
  return createTheme(readerThemeOptions(reader, settings));
}
