import React, { useContext, useEffect, useState, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { SiteSettings } from '../state/siteSettings';
import { createEmotionCache } from './emotionCache';
import { PageStyleCacheContext } from './pageStyleCache';

function insertionPoint(): HTMLElement | undefined {
  return document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]') ?? undefined;
}

// In the browser the left-to-right cache lives as long as the page. It is
// created when this module loads, before hydration, so it adopts the style
// tags the server wrote.
const browserLtrCache = ExecutionEnvironment.canUseDOM ? createEmotionCache('ltr', { insertionPoint: insertionPoint() }) : null;
let browserRtlCache: EmotionCache | null = null;

/**
 * The Emotion cache of a direction (MuiScope gives the deferred one). The right-to-left cache and its
 * mirroring plugin load the first time a reader switches to right-to-left.
 * The server makes a fresh cache per page, shared by the page's MUI parts, so each page's HTML carries its styles once.
 */
export default function DirectionalCache({ direction, children }: Pick<SiteSettings, 'direction'> & { children: ReactNode }): ReactNode {
  const page = useContext(PageStyleCacheContext);
  const [ltrCache] = useState(() => browserLtrCache ?? (page.cache ??= createEmotionCache('ltr')));
  const [rtlCache, setRtlCache] = useState(browserRtlCache);

  useEffect(() => {
    if (direction !== 'rtl' || rtlCache) {
      return;
    }
    let cancelled = false;
    import('./emotionCacheRtl').then(
      ({ createRtlEmotionCache }) => {
        browserRtlCache ??= createRtlEmotionCache({ insertionPoint: insertionPoint() });
        if (!cancelled) setRtlCache(browserRtlCache);
      },
      // The page stays readable with the left-to-right styles; the next switch to right-to-left tries again.
      (error: unknown) => console.warn('The right-to-left styles could not be loaded:', error),
    );
    return () => {
      cancelled = true;
    };
  }, [direction, rtlCache]);

  const cache = direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
