import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import type { SiteSettings } from '../state/siteSettings';
import { useMountedAfterHydration } from '@site/src/lib/useMountedAfterHydration';
import { documentPaletteMode } from '../state/documentPaletteMode';
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

/**
 * Aligns the colour scheme MUI reports in JavaScript (`useColorScheme()`) with Docusaurus's colour mode. The CSS
 * already follows it (the theme's colours are CSS variables under `data-theme`), so the page repaints in the new
 * colours at once; what asks `useColorScheme()` for the mode renders again after that paint, as a transition. The
 * theme object itself does not change: with CSS variables MUI keeps `theme.palette` (and `palette.mode`, which MUI X
 * Charts read to pick their default series colours) at the light scheme, so nothing else renders again, and demos
 * read their colours from `theme.vars` (WRITING.md).
 */
function ColorSchemeSync(): null {
  const paletteMode = usePaletteMode();
  const { setMode } = useColorScheme();
  useEffect(() => {
    startTransition(() => setMode(paletteMode));
  }, [paletteMode, setMode]);
  return null;
}

/**
 * MUI's ThemeProvider with the site theme for a density and direction (MuiScope says which: the current settings, or
 * their deferred value). Docusaurus owns `data-theme` on <html>; MUI only reads it.
 */
export default function ThemeLayer({
  dense,
  direction,
  children,
}: Pick<SiteSettings, 'dense' | 'direction'> & { children: ReactNode }): ReactNode {
  // The same object for the same settings: createDocsTheme builds each theme once.
  const theme = createDocsTheme({ dense, direction });
  // MUI's provider renders first without a colour mode, as the server did, then again with its default once mounted,
  // and then with the page's: its providers rendered three times in dark mode. A scope that mounts after hydration (a
  // demo on a page reached by a link, the settings drawer) has no server markup to match: it starts in the page's
  // mode, and renders once.
  const mountedAfterHydration = useMountedAfterHydration();
  const [initialMode] = useState(() => (mountedAfterHydration ? documentPaletteMode() : 'light'));
  return (
    // The theme's CSS variables come from a stylesheet every page links (plugins/theme-stylesheet).
    <ThemeProvider
      theme={theme}
      colorSchemeNode={null}
      storageManager={null}
      defaultMode={initialMode}
      noSsr={mountedAfterHydration}
      disableStyleSheetGeneration
    >
      <ColorSchemeSync />
      {children}
    </ThemeProvider>
  );
}
