import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createTheme } from '@mui/material/styles';
import { getThemeOptions, DEFAULT_THEME_SETTINGS } from '@site/src/lib/theme';

declare global {
  interface Window {
    /** Builds a theme on top of the site's, for readers trying theme options in the console. */
    createTheme: (...overrides: object[]) => ReturnType<typeof createTheme>;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  window.createTheme = (...overrides) => createTheme(getThemeOptions(DEFAULT_THEME_SETTINGS), ...overrides);
}
