import React, { useEffect, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useColorMode } from '@docusaurus/theme-common';
import { themeColorMeta } from '@site/src/lib/themeTokens';
import { useSiteSettings } from './context';

function setThemeColorMeta(color: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = color;
}

/**
 * The one place where a settings change reaches the page outside React: the
 * body class and `dir`, the theme-color meta, and Docusaurus's colour mode.
 * Rendered inside Docusaurus's colour-mode context (Layout/Provider).
 * `<html dir>` goes through the head manager: Docusaurus writes the locale's
 * direction there, and a value set by hand would be undone at the next navigation.
 */
export default function SettingsEffects(): ReactNode {
  const { settings, modePreference } = useSiteSettings();
  const { colorModeChoice, setColorMode } = useColorMode();
  const { paletteMode, direction } = settings;

  useEffect(() => {
    document.body.classList.toggle('mode-dark', paletteMode === 'dark');
    document.body.classList.toggle('mode-light', paletteMode === 'light');
    document.body.setAttribute('dir', direction);
    setThemeColorMeta(themeColorMeta[paletteMode]);
    const choice = modePreference === 'system' ? null : modePreference;
    if (choice !== colorModeChoice) {
      setColorMode(choice);
    }
  }, [paletteMode, direction, modePreference, colorModeChoice, setColorMode]);

  return (
    <Head>
      <html dir={direction} />
    </Head>
  );
}
