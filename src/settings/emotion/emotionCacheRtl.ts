/**
 * The right-to-left Emotion cache. A module of its own so that the mirroring
 * plugin loads only when a reader switches to right-to-left.
 */
import type { EmotionCache } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import { createEmotionCache, type EmotionCacheOptions } from './emotionCache';

export function createRtlEmotionCache(options: Omit<EmotionCacheOptions, 'stylisPlugins'> = {}): EmotionCache {
  return createEmotionCache('rtl', { ...options, stylisPlugins: [rtlPlugin] });
}
