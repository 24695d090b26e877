import React, { type ReactNode } from 'react';
import Provider from '@theme-original/Layout/Provider';
import type ProviderType from '@theme/Layout/Provider';
import type { WrapperProps } from '@docusaurus/types';
import SettingsEffects from '@site/src/components/SiteSettings/SettingsEffects';

type Props = WrapperProps<typeof ProviderType>;

/** Wrapped, not ejected: applies the site settings inside Docusaurus's colour-mode context. */
export default function ProviderWrapper({ children, ...props }: Props): ReactNode {
  return (
    <Provider {...props}>
      <SettingsEffects />
      {children}
    </Provider>
  );
}
