import { useEffect } from 'react';
import { themeColorMeta, type Direction, type PaletteMode } from '../muiTheme/themeTokens';

function setThemeColorMeta(color: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = color;
}

/** The body's `mode-dark`/`mode-light` class and `dir`, and the browser's theme-color meta. */
export function useBodySettings(paletteMode: PaletteMode, direction: Direction): void {
  useEffect(() => {
    document.body.classList.toggle('mode-dark', paletteMode === 'dark');
    document.body.classList.toggle('mode-light', paletteMode === 'light');
    document.body.setAttribute('dir', direction);
    setThemeColorMeta(themeColorMeta[paletteMode]);
  }, [paletteMode, direction]);
}
