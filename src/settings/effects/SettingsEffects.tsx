import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useSiteSetting } from '../state/context';
import { usePaletteMode } from '../state/usePaletteMode';
import { useBodySettings } from './useBodySettings';
import { useColorModeChoiceRepair } from './useColorModeChoiceRepair';
import { useInstantColorSwitch } from './useInstantColorSwitch';

/**
 * The one place where the settings reach the page outside React: the body class and `dir`, the theme-color meta,
 * `<html dir>` and the attribute that holds transitions back while the colour mode switches. `Layout/Provider`
 * renders it inside Docusaurus's colour-mode context, which the repair of a corrupt stored mode needs. `<html dir>`
 * also goes through the head manager: Docusaurus writes the locale's direction there, and a value set only by hand
 * would be undone at the next navigation (useBodySettings sets it by hand too, in the same commit as the body's, so
 * that a new direction restyles the page once). The body's `dir` goes through it as well, so the server writes it
 * into the HTML: set only after hydration, it made the browser work out the style of every element again on every
 * page load, although the direction had not changed.
 */
export default function SettingsEffects(): ReactNode {
  const direction = useSiteSetting('direction');
  const paletteMode = usePaletteMode();
  useColorModeChoiceRepair();
  useInstantColorSwitch();
  useBodySettings(paletteMode, direction);

  return (
    <Head>
      {/* eslint-disable-next-line jsx-a11y/html-has-lang -- only the direction is set here; Docusaurus sets lang on the same element */}
      <html dir={direction} />
      <body dir={direction} />
    </Head>
  );
}
