import React, { type ReactNode } from 'react';
import Provider from '@theme-original/Layout/Provider';
import type ProviderType from '@theme/Layout/Provider';
import type { WrapperProps } from '@docusaurus/types';
import ColorModeBridge from '@site/src/components/ColorModeBridge';

type Props = WrapperProps<typeof ProviderType>;

/** Wrapped, not ejected: adds the colour-mode bridge inside Docusaurus's colour-mode context. */
export default function ProviderWrapper({ children, ...props }: Props): ReactNode {
  return (
    <Provider {...props}>
      <ColorModeBridge />
      {children}
    </Provider>
  );
}
