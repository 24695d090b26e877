import React, { useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useLocation } from '@docusaurus/router';
import ThemeLayer from '@site/src/components/ThemeLayer';
import { createEmotionCache } from '@site/src/lib/emotionCache';
import { isPlaygroundRoute } from '@site/src/lib/routing';

// In the browser one cache lives as long as the page. It is created when this
// module loads, before hydration, so it adopts the style tags the server wrote.
const browserCache = ExecutionEnvironment.canUseDOM
  ? createEmotionCache('ltr', {
      insertionPoint: document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]') ?? undefined,
    })
  : null;

/**
 * Wraps every page in MUI's theme with the site's Emotion cache. The server
 * makes a fresh cache per page so each page's HTML carries its own styles.
 */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  const [cache] = useState(() => browserCache ?? createEmotionCache('ltr'));
  if (isPlaygroundRoute(pathname)) {
    return children;
  }
  return (
    <CacheProvider value={cache}>
      <ThemeLayer>{children}</ThemeLayer>
    </CacheProvider>
  );
}
