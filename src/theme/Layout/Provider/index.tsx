import React, { type ReactNode } from 'react';
import Provider from '@theme-original/Layout/Provider';
import type ProviderType from '@theme/Layout/Provider';
import type { WrapperProps } from '@docusaurus/types';
import SettingsEffects from '@site/src/settings/effects/SettingsEffects';
import UserProperties from '@theme/Analytics/UserProperties';
import ConsentBanner from '@theme/Consent/ConsentBanner';

type Props = WrapperProps<typeof ProviderType>;

/**
 * Wrapped, not ejected: applies the site settings inside Docusaurus's colour-mode context,
 * reports the reader's user properties, and shows the cookie consent banner after the page.
 */
export default function ProviderWrapper({ children, ...props }: Props): ReactNode {
  return (
    <Provider {...props}>
      <SettingsEffects />
      <UserProperties />
      {children}
      <ConsentBanner />
    </Provider>
  );
}
