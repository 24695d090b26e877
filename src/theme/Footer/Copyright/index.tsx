import React, { type ReactNode } from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type { WrapperProps } from '@docusaurus/types';
import { useSiteFields } from '@site/src/lib/siteConfig';
import CookiePreferencesButton from '@theme/Consent/CookiePreferencesButton';

type Props = WrapperProps<typeof CopyrightType>;

/**
 * Wrapped, not ejected: puts the build's year into the copyright line (`{year}`, in every language's line, since
 * translations are static files) and adds "Cookie preferences" under it, to change the analytics choice.
 */
export default function CopyrightWrapper({ copyright, ...props }: Props): ReactNode {
  const { copyrightYear } = useSiteFields();
  return (
    <>
      <Copyright {...props} copyright={copyright.replaceAll('{year}', String(copyrightYear))} />
      <CookiePreferencesButton />
    </>
  );
}
