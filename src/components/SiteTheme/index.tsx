import React, { useEffect, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useSiteSettings } from '@site/src/components/SiteSettings/context';
import { createDocsTheme, DEFAULT_THEME_SETTINGS, getThemeOptions } from '@site/src/lib/theme';
import type { Direction, PaletteMode } from '@site/src/lib/themeTokens';

declare global {
  interface Window {
    /** Builds a theme on top of the site's, for readers trying theme options in the console. */
    createTheme: (...overrides: object[]) => ReturnType<typeof createTheme>;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  window.createTheme = (...overrides) => createTheme(getThemeOptions(DEFAULT_THEME_SETTINGS), ...overrides);
}

/** Aligns the colour scheme MUI reports in JavaScript with the site's palette mode (the CSS already follows). */
function ColorSchemeSync({ paletteMode }: { paletteMode: PaletteMode }): null {
  const { setMode } = useColorScheme();
  useEffect(() => {
    setMode(paletteMode);
  }, [paletteMode, setMode]);
  return null;
}

// The themed parts of a page (its content when it has demos, the settings drawer, a live block) share one theme per settings.
const themes = new Map<string, ReturnType<typeof createDocsTheme>>();
function siteTheme(dense: boolean, direction: Direction): ReturnType<typeof createDocsTheme> {
  const key = `${dense}-${direction}`;
  const theme = themes.get(key) ?? createDocsTheme({ dense, direction });
  themes.set(key, theme);
  return theme;
}

/**
 * MUI's ThemeProvider with the site theme for the current density and
 * direction. Docusaurus owns `data-theme` on <html>; MUI only reads it.
 *
 * It wraps only what renders MUI: the content of pages with demos (plugins/demos/remarkDemoTheme),
 * the settings drawer and live code blocks, so text and API pages never load MUI.
 */
export default function SiteThemeProvider({ children }: { children: ReactNode }): ReactNode {
  const { dense, direction, paletteMode } = useSiteSettings().settings;
  const theme = siteTheme(dense, direction);
  return (
    <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null} defaultMode="light">
      <ColorSchemeSync paletteMode={paletteMode} />
      {children}
    </ThemeProvider>
  );
}
