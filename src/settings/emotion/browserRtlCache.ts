import type { EmotionCache } from '@emotion/cache';
import { pageInsertionPoint } from './emotionCache';

let loaded: EmotionCache | null = null;
let loading: Promise<EmotionCache> | null = null;

/** The browser's right-to-left cache, once it has loaded: one for the page, shared by every MUI part. */
export function loadedRtlCache(): EmotionCache | null {
  return loaded;
}

/**
 * Loads the right-to-left cache and its mirroring plugin, once, on the first switch to right-to-left; after that, a
 * part drawn with MUI that mounts (a demo scrolled into view, the next page's) is mirrored from its first render. A
 * failed load is forgotten, so the next call tries again.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  loading ??= import('./emotionCacheRtl').then(
    ({ createRtlEmotionCache }) => (loaded ??= createRtlEmotionCache({ insertionPoint: pageInsertionPoint() })),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
