import React, { type ReactNode } from 'react';
import type { Props } from '@theme/Navbar/ColorModeToggle';
import SettingsButton from '@site/src/settings/drawer/SettingsButton';

/**
 * Replaces the navbar's light/dark toggle with the Settings button: the drawer
 * offers the colour mode (Docusaurus's, through `setColorMode`) with the other
 * settings, so the navbar has one control for all of them.
 */
export default function NavbarSettingsButton({ className }: Props): ReactNode {
  return <SettingsButton className={className} />;
}
