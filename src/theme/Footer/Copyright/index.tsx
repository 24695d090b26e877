import React, { type ReactNode } from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type { WrapperProps } from '@docusaurus/types';
import CookiePreferencesButton from '@site/src/components/Consent/CookiePreferencesButton';

type Props = WrapperProps<typeof CopyrightType>;

/** Wrapped, not ejected: adds "Cookie preferences" under the copyright, to change the analytics choice. */
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <CookiePreferencesButton />
    </>
  );
}
