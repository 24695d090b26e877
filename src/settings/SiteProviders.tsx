import React, { type ReactNode } from 'react';
import DirectionalCache from './emotion/DirectionalCache';
import ThemeLayer from './muiTheme/ThemeLayer';
import SiteSettingsProvider from './state/SiteSettingsProvider';

/**
 * What the site chrome needs around it: the site settings, the Emotion cache of
 * the current direction and MUI's theme. `Root` renders it around every page,
 * and the crash screen around itself, so the navbar still works after a crash.
 */
export default function SiteProviders({ children }: { children: ReactNode }): ReactNode {
  return (
    <SiteSettingsProvider>
      <DirectionalCache>
        <ThemeLayer>{children}</ThemeLayer>
      </DirectionalCache>
    </SiteSettingsProvider>
  );
}
