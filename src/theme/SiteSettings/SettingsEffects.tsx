import React, { useEffect, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useColorMode } from '@docusaurus/theme-common';
import { themeColorMeta } from '@site/src/lib/themeTokens';
import { useSiteSettings } from './context';
import { documentPaletteMode } from './documentPaletteMode';

const MODE_CHOICES: readonly (string | null)[] = ['light', 'dark', 'system'];

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
 * body class and `dir`, and the theme-color meta. Rendered inside Docusaurus's
 * colour-mode context (Layout/Provider), it also hands Docusaurus's colour mode
 * to the settings, which MUI's theme and analytics read.
 * `<html dir>` goes through the head manager: Docusaurus writes the locale's
 * direction there, and a value set by hand would be undone at the next navigation.
 */
export default function SettingsEffects(): ReactNode {
  const { settings, dispatch } = useSiteSettings();
  const { colorMode, setColorMode } = useColorMode();
  const { paletteMode, direction } = settings;

  // Docusaurus reads a corrupt stored mode (`theme=purple`) as light, yet leaves it on <html> and in storage, where
  // its CSS for light pages does not match it. The site's fallback is the default: System, set through Docusaurus.
  useEffect(() => {
    if (!MODE_CHOICES.includes(document.documentElement.getAttribute('data-theme-choice'))) {
      setColorMode(null);
    }
  }, [setColorMode]);

  // `colorMode` says when the mode changed; the attribute says what it is (see documentPaletteMode).
  useEffect(() => {
    dispatch({ type: 'CHANGE', payload: { paletteMode: documentPaletteMode() } });
  }, [colorMode, dispatch]);

  useEffect(() => {
    document.body.classList.toggle('mode-dark', paletteMode === 'dark');
    document.body.classList.toggle('mode-light', paletteMode === 'light');
    document.body.setAttribute('dir', direction);
    setThemeColorMeta(themeColorMeta[paletteMode]);
  }, [paletteMode, direction]);

  return (
    <Head>
      {/* eslint-disable-next-line jsx-a11y/html-has-lang -- only the direction is set here; Docusaurus sets lang on the same element */}
      <html dir={direction} />
    </Head>
  );
}
