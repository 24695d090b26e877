import { startTransition, useContext, useEffect, useState } from 'react';
import type { EmotionCache } from '@emotion/cache';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { Direction } from '../muiTheme/themeTokens';
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

export interface DirectionalCache {
  cache: EmotionCache;
  /** The direction the MUI parts are drawn in: the one asked for once its cache is there. */
  direction: Direction;
}

/**
 * The Emotion cache of a direction (MuiScope asks with the deferred one). The right-to-left cache and its mirroring
 * plugin load the first time a reader switches to right-to-left; until they arrive the MUI parts stay left to right,
 * theme and styles alike, and then switch in one render React can interrupt, so the switch costs one render of them,
 * not two, and a reader's next input need not wait for it.
 * The server makes a fresh cache per page, shared by the page's MUI parts, so each page's HTML carries its styles once.
 */
export function useDirectionalCache(direction: Direction): DirectionalCache {
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
        if (!cancelled) startTransition(() => setRtlCache(browserRtlCache));
      },
      // The page stays readable with the left-to-right styles; the next switch to right-to-left tries again.
      (error: unknown) => console.warn('The right-to-left styles could not be loaded:', error),
    );
    return () => {
      cancelled = true;
    };
  }, [direction, rtlCache]);

  return direction === 'rtl' && rtlCache ? { cache: rtlCache, direction: 'rtl' } : { cache: ltrCache, direction: 'ltr' };
}
