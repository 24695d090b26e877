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

// Chromium works out the style of every element again when an element's dir is written, even with the value it had.
function setDirection(element: HTMLElement, direction: Direction): void {
  if (element.getAttribute('dir') !== direction) element.setAttribute('dir', direction);
}

/**
 * The body's `mode-dark`/`mode-light` class, the `dir` of the body and of `<html>`, and the browser's theme-color meta.
 * `<html dir>` is also kept by the head manager (SettingsEffects), which writes it a frame later: set here with the
 * body's, a new direction costs the browser one restyle of the whole page instead of two.
 */
export function useBodySettings(paletteMode: PaletteMode, direction: Direction): void {
  useEffect(() => {
    document.body.classList.toggle('mode-dark', paletteMode === 'dark');
    document.body.classList.toggle('mode-light', paletteMode === 'light');
    setDirection(document.documentElement, direction);
    setDirection(document.body, direction);
    setThemeColorMeta(themeColorMeta[paletteMode]);
  }, [paletteMode, direction]);
}
