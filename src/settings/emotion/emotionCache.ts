/**
 * Emotion caches for the two directions. Every rule Emotion writes is wrapped in
 * the `mui` cascade layer, so MUI styles sit above the site chrome (`theme`
 * layer) and below `utilities` whatever order the style tags end up in.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { IMPORT, KEYFRAMES, LAYER, RULESET, prefixer, serialize, type Middleware } from 'stylis';
import type { Direction } from '../muiTheme/themeTokens';
import { insertIntoOneLayerBlock } from './oneLayerBlock';

export const MUI_LAYER = 'mui';

/** Cache keys readers' tools know: `css` for left-to-right, `rtl` for right-to-left. */
export const EMOTION_CACHE_KEYS: Record<Direction, string> = { ltr: 'css', rtl: 'rtl' };

/**
 * A stylis plugin that wraps each top-level rule in `@layer <name>`. It runs
 * after the RTL plugin, which mirrors a rule only when its parent is a plain rule
 * or an @media: a wrapped rule therefore keeps its type, so the rules nested in
 * it (`& .MuiToggleButtonGroup-firstButton`) are still mirrored when their turn comes.
 */
export function layerPlugin(layer: string): Middleware {
  return (element, _index, _children, callback) => {
    if (element.root || typeof element.children === 'string' || element.type === IMPORT || element.type === LAYER) {
      return undefined;
    }
    // What stringify would write, with the children still passing through every
    // plugin (the RTL plugin mirrors the rules nested in an @media this way).
    const prelude = element.type === RULESET ? ([] as string[]).concat(element.props).join(',') : element.value;
    const inner = serialize(element.children, callback);
    const css = inner ? `@layer ${layer}{${prelude}{${inner}}}` : '';
    element.children = [];
    element.return = css;
    if (element.type === KEYFRAMES) {
      // stringify always rewrites a @keyframes' output; it passes an @import's `return` through untouched.
      element.type = IMPORT;
      element.value = '';
      return undefined;
    }
    // With no children left, stringify writes nothing and leaves `return`, which Emotion inserts, as set here.
    // On the server Emotion keeps what the plugins return instead of what it inserts.
    return css;
  };
}

export interface EmotionCacheOptions {
  /** Where new style tags go: right after the cascade layer declaration. */
  insertionPoint?: HTMLElement;
  /** Extra stylis plugins run before the layer wrapping, such as the RTL mirroring. */
  stylisPlugins?: Middleware[];
}

/**
 * A new cache for one direction. On the server, call it once per render: a
 * cache remembers what it inserted and would leave later pages unstyled.
 * Right-to-left caches come from `emotionCacheRtl.ts`, which brings the mirroring plugin.
 */
export function createEmotionCache(direction: Direction, { insertionPoint, stylisPlugins = [] }: EmotionCacheOptions = {}): EmotionCache {
  const cache = createCache({
    key: EMOTION_CACHE_KEYS[direction],
    stylisPlugins: [prefixer, ...stylisPlugins, layerPlugin(MUI_LAYER)],
    ...(insertionPoint && { insertionPoint }),
  });
  if (typeof document !== 'undefined') insertIntoOneLayerBlock(cache, MUI_LAYER);
  return cache;
}
