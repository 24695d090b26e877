import { createContext } from 'react';
import type { EmotionCache } from '@emotion/cache';

/**
 * Where the server keeps the one Emotion cache of the page it renders, shared by every part of the page that uses
 * MUI, so a style several demos use is written into the HTML once. `SiteProviders` gives each render its own holder;
 * the cache itself is created by the first of those parts (`useDirectionalCache`), so the pages without them carry no
 * Emotion code. In the browser the cache is one for the whole visit instead.
 */
export interface PageStyleCacheHolder {
  cache: EmotionCache | null;
}

export const PageStyleCacheContext = createContext<PageStyleCacheHolder>({ cache: null });
