import React, { type ReactNode } from 'react';
import type { Props } from '@theme/Navbar/ColorModeToggle';
import SettingsButton from '@site/src/components/SettingsButton';

/**
 * Replaces the navbar's light/dark toggle with the Settings button: the colour
 * mode is one of the site settings, changed in the settings drawer only, so
 * there are never two mode controls that could disagree.
 */
export default function NavbarSettingsButton({ className }: Props): ReactNode {
  return <SettingsButton className={className} />;
}
