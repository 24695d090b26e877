import React, { type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createDocsTheme, DEFAULT_THEME_SETTINGS, getThemeOptions } from '@site/src/lib/theme';

const theme = createDocsTheme();

declare global {
  interface Window {
    /** Builds a theme on top of the site's, for readers trying theme options in the console. */
    createTheme: (...overrides: object[]) => ReturnType<typeof createTheme>;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  window.createTheme = (...overrides) => createTheme(getThemeOptions(DEFAULT_THEME_SETTINGS), ...overrides);
}

/** MUI's ThemeProvider with the site theme. Docusaurus owns `data-theme` on <html>; MUI only reads it. */
export default function SiteThemeProvider({ children }: { children: ReactNode }): ReactNode {
  return (
    <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null} defaultMode="light">
      {children}
    </ThemeProvider>
  );
}
