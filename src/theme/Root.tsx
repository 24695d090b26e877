import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import DirectionalCache from '@site/src/components/DirectionalCache';
import SiteSettingsProvider from '@site/src/components/SiteSettings/SiteSettingsProvider';
import ThemeLayer from '@site/src/components/ThemeLayer';
import { isPlaygroundRoute } from '@site/src/lib/routing';

/**
 * Wraps every page in the site settings, the Emotion cache of the current
 * direction and MUI's theme. `/playground` pages go without them.
 */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  if (isPlaygroundRoute(pathname)) {
    return children;
  }
  return (
    <SiteSettingsProvider>
      <DirectionalCache>
        <ThemeLayer>{children}</ThemeLayer>
      </DirectionalCache>
    </SiteSettingsProvider>
  );
}
