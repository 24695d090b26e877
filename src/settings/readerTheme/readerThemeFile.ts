import type { PaletteMode } from '../muiTheme/themeTokens';
import type { JsonObject } from './validateReaderTheme';

export interface ReaderThemeFile {
  /** `theme.ts`, or `theme.js` for the JavaScript variant. */
  fileName: string;
  source: string;
}

/**
 * The reader's theme as a module that Copy and the sandboxes carry beside a demo: their options over MUI's default
 * theme, in the mode they read the demo in, with CSS variables on (the Tailwind and plain CSS variants read them).
 */
export function readerThemeFile(options: JsonObject, mode: PaletteMode, typeScript: boolean): ReaderThemeFile {
  const palette = typeof options.palette === 'object' && options.palette !== null ? options.palette : {};
  const themeOptions = { cssVariables: true, ...options, palette: { mode, ...palette } };
  const declaration = typeScript
    ? // JSON widens "light" to string, and MUI X components' keys (MuiDataGrid…) are typed only with their package's
      // themeAugmentation import: the options are asserted, and createTheme checks them when it runs.
      `const themeOptions = ${JSON.stringify(themeOptions, null, 2)};\n\nconst theme = createTheme(themeOptions as ThemeOptions);`
    : `const theme = createTheme(${JSON.stringify(themeOptions, null, 2)});`;
  return {
    fileName: typeScript ? 'theme.ts' : 'theme.js',
    source: `import { createTheme${typeScript ? ', type ThemeOptions' : ''} } from '@mui/material/styles';

// Your theme from the settings of the MUI X docs, in ${mode} mode.
${declaration}

export default theme;
`,
  };
}
