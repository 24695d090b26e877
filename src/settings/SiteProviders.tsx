import React, { useState, type ReactNode } from 'react';
import { PageStyleCacheContext, type PageStyleCacheHolder } from './emotion/pageStyleCache';
import SiteSettingsProvider from './state/SiteSettingsProvider';

/**
 * What the site chrome needs around it: the site settings, and the holder of the page's Emotion cache on the server.
 * `Root` renders it around every page, and the crash screen around itself, so the navbar still works after a crash.
 * MUI's theme and the Emotion cache come with the parts that use them (`@theme/MuiScope`).
 */
export default function SiteProviders({ children }: { children: ReactNode }): ReactNode {
  const [pageStyles] = useState<PageStyleCacheHolder>(() => ({ cache: null }));
  return (
    <SiteSettingsProvider>
      <PageStyleCacheContext.Provider value={pageStyles}>{children}</PageStyleCacheContext.Provider>
    </SiteSettingsProvider>
  );
}
