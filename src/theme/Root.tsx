import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import SiteProviders from '@site/src/settings/SiteProviders';
import { TranslationsProvider } from '@theme/Translations';
import { isPlaygroundRoute } from '@site/src/lib/routing';

/**
 * Wraps every page in the UI translations, the site settings, the Emotion
 * cache of the current direction and MUI's theme. `/playground` pages keep
 * the translations only: they go without the theme wrapper.
 */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  return <TranslationsProvider>{isPlaygroundRoute(pathname) ? children : <SiteProviders>{children}</SiteProviders>}</TranslationsProvider>;
}
