import { useSyncExternalStore } from 'react';
import type { PaletteMode } from '../muiTheme/themeTokens';
import { documentPaletteMode } from './documentPaletteMode';

function subscribeToPaletteMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * The palette mode the page shows, for all that follows Docusaurus's colour mode: MUI's colour scheme, the body
 * class, the theme-color meta, analytics. Docusaurus publishes its mode as `data-theme` on <html>, before the first
 * paint and at every change; read there, the mode is right from the first render (`useColorMode()` lags on purpose)
 * and needs no Docusaurus context, so the providers in `Root` can follow it. Never render it into markup: in the
 * browser it is the reader's mode from the start, which the server (light) could not know.
 */
export function usePaletteMode(): PaletteMode {
  return useSyncExternalStore(subscribeToPaletteMode, documentPaletteMode, documentPaletteMode);
}
