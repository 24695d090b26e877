import React, { useContext, useEffect, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { SiteSettings } from '../state/siteSettings';
import { loadedRtlCache, loadRtlCache } from './browserRtlCache';
import { createEmotionCache, pageInsertionPoint } from './emotionCache';
import { PageStyleCacheContext } from './pageStyleCache';

// In the browser the left-to-right cache lives as long as the page. It is
// created when this module loads, before hydration, so it adopts the style
// tags the server wrote.
const browserLtrCache = ExecutionEnvironment.canUseDOM ? createEmotionCache('ltr', { insertionPoint: pageInsertionPoint() }) : null;

/**
 * The Emotion cache of a direction. The right-to-left cache and its mirroring plugin load the first time a reader
 * switches to right-to-left (browserRtlCache.ts); until then, the left-to-right cache
 * keeps the page readable. The server makes a fresh cache per page, shared by the page's MUI parts, so each page's
 * HTML carries its styles once.
 */
export default function DirectionalCache({ direction, children }: Pick<SiteSettings, 'direction'> & { children: ReactNode }): ReactNode {
  const page = useContext(PageStyleCacheContext);
  const [ltrCache] = useState(() => browserLtrCache ?? (page.cache ??= createEmotionCache('ltr')));
  const rtlCache = direction === 'rtl' ? loadedRtlCache() : null;
  const [, setRtlCacheLoaded] = useState(false);

  useEffect(() => {
    if (direction !== 'rtl' || rtlCache) {
      return;
    }
    let cancelled = false;
    loadRtlCache().then(
      () => {
        if (!cancelled) setRtlCacheLoaded(true);
      },
      // The page stays readable with the left-to-right styles; the next switch to right-to-left tries again.
      (error: unknown) => console.warn('The right-to-left styles could not be loaded:', error),
    );
    return () => {
      cancelled = true;
    };
  }, [direction, rtlCache]);

  const cache = rtlCache ?? ltrCache;
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
