import type { ReaderThemeFile } from '@theme/SiteSettings';

/**
 * What Copy writes when the reader's theme applies: the demo's code, then the theme's module under a comment that
 * names its file and says how the demo uses it. Two files in one text, as the reader pastes them into two files.
 */
export function codeWithThemeFile(code: string, themeFile: ReaderThemeFile | null): string {
  if (!themeFile) return code;
  return `${code.trimEnd()}

// ${themeFile.fileName}: your theme from the docs' settings. Render the demo inside
// <ThemeProvider theme={theme}> (from '@mui/material/styles') to see it as on the docs.
${themeFile.source}`;
}
