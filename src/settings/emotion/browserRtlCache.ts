import type { EmotionCache } from '@emotion/cache';
import { pageInsertionPoint } from './emotionCache';

let loaded: EmotionCache | null = null;
let loading: Promise<EmotionCache> | null = null;

/** The browser's right-to-left cache, once it has loaded: one for the page, shared by every MUI part. */
export function loadedRtlCache(): EmotionCache | null {
  return loaded;
}

/**
 * Loads the right-to-left cache and its mirroring plugin, once. The settings drawer asks for it when it opens, so a
 * switch to right-to-left finds it ready and every MUI part mirrors in the render that follows the click. A failed load
 * is forgotten, so the next call tries again.
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
