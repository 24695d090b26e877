/**
 * Emotion caches for the two directions. Every rule Emotion writes is wrapped in
 * the `mui` cascade layer, so MUI styles sit above the site chrome (`theme`
 * layer) and below `utilities` whatever order the style tags end up in.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './theme';

export const MUI_LAYER = 'mui';

/** Cache keys readers' tools know: `css` for left-to-right, `rtl` for right-to-left. */
export const EMOTION_CACHE_KEYS: Record<Direction, string> = { ltr: 'css', rtl: 'rtl' };

export function wrapInLayer(styles: string, layer: string): string {
  return styles.startsWith('@layer') ? styles : `@layer ${layer}{${styles}}`;
}

/**
 * A new cache for one direction. On the server, call it once per render: a
 * cache remembers what it inserted and would leave later pages unstyled.
 */
export function createEmotionCache(direction: Direction, insertionPoint?: HTMLElement): EmotionCache {
  const cache = createCache({
    key: EMOTION_CACHE_KEYS[direction],
    stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
    ...(insertionPoint && { insertionPoint }),
  });
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    insert(selector, { ...serialized, styles: wrapInLayer(serialized.styles, MUI_LAYER) }, sheet, shouldCache);
  return cache;
}
