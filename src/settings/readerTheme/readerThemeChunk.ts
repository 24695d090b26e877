/**
 * What demos need of the reader's theme, in one chunk loaded when the first demo of a page has one to apply (or
 * Copy or a sandbox needs its file): the validator, the merge over the site's theme and MUI's theme builder with it.
 */
import type { PaletteMode } from '../muiTheme/themeTokens';
import { readerThemeFile, type ReaderThemeFile } from './readerThemeFile';
import { validateReaderTheme } from './validateReaderTheme';

export { default as ReaderThemeProvider } from './ReaderThemeProvider';

/** The `theme.ts` (or `theme.js`) of the reader's theme text, or null when it cannot be used. */
export function readerThemeFileOf(json: string, mode: PaletteMode, typeScript: boolean): ReaderThemeFile | null {
  const check = validateReaderTheme(json);
  return check.ok ? readerThemeFile(check.options, mode, typeScript) : null;
}
