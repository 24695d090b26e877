import React, { Suspense, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import DirectionalCache from '@site/src/components/DirectionalCache';
import SiteSettingsProvider from '@site/src/components/SiteSettings/SiteSettingsProvider';
import TranslationsProvider from '@site/src/components/Translations/TranslationsProvider';
import { isPlaygroundRoute } from '@site/src/lib/routing';

/**
 * Wraps every page in the UI translations, the site settings and the Emotion
 * cache of the current direction. MUI's theme wraps only what renders MUI
 * (components/SiteTheme). `/playground` pages keep the translations only.
 */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  return (
    <TranslationsProvider>
      {isPlaygroundRoute(pathname) ? (
        children
      ) : (
        <SiteSettingsProvider>
          <DirectionalCache>
            {/* One boundary around the page makes React hydrate it in one pass. Hydrated in slices, the page let
                react-helmet-async publish the bare site title mid-hydration, and an interrupted pass could leave it there. */}
            <Suspense fallback={null}>{children}</Suspense>
          </DirectionalCache>
        </SiteSettingsProvider>
      )}
    </TranslationsProvider>
  );
}
