import React, { useEffect, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useSiteSettings } from '../state/context';
import { usePaletteMode } from '../state/usePaletteMode';
import { createDocsTheme, DEFAULT_THEME_SETTINGS, getThemeOptions } from './theme';

declare global {
  interface Window {
    /** Builds a theme on top of the site's, for readers trying theme options in the console. */
    createTheme: (...overrides: object[]) => ReturnType<typeof createTheme>;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  window.createTheme = (...overrides) => createTheme(getThemeOptions(DEFAULT_THEME_SETTINGS), ...overrides);
}

/** Aligns the colour scheme MUI reports in JavaScript with Docusaurus's colour mode (the CSS already follows it). */
function ColorSchemeSync(): null {
  const paletteMode = usePaletteMode();
  const { setMode } = useColorScheme();
  useEffect(() => {
    setMode(paletteMode);
  }, [paletteMode, setMode]);
  return null;
}

/**
 * MUI's ThemeProvider with the site theme for the current density and
 * direction. Docusaurus owns `data-theme` on <html>; MUI only reads it.
 */
export default function ThemeLayer({ children }: { children: ReactNode }): ReactNode {
  const { dense, direction } = useSiteSettings().settings;
  // The same object for the same settings: createDocsTheme builds each theme once.
  const theme = createDocsTheme({ dense, direction });
  return (
    // The theme's CSS variables come from a stylesheet every page links (plugins/theme-stylesheet).
    <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null} defaultMode="light" disableStyleSheetGeneration>
      <ColorSchemeSync />
      {children}
    </ThemeProvider>
  );
}
