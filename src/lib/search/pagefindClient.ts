/**
 * Pagefind's search client, `pagefind.js`, loaded from the locale's index (`<baseUrl>pagefind/`, written after the
 * build by plugins/search). It fetches the fragments of the index a query needs, no more. A failed load rejects, and
 * the next call tries again.
 */

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results: PagefindSubResult[];
}

/** A filter's value, or any of several (Pagefind's `{ any: [...] }`). */
export type PagefindFilters = Record<string, string | { any: string[] }>;

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearch {
  results: PagefindResult[];
}

export interface Pagefind {
  options: (options: { baseUrl?: string; excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: { filters?: PagefindFilters }) => Promise<PagefindSearch | null>;
}

let loading: Promise<Pagefind> | undefined;
let failedAttempts = 0;

/**
 * `pagefind.js` of the index at `indexUrl` (`/pagefind/`, `/zh/pagefind/`), loaded once per page. After a failure
 * the next attempt asks for it under a new query string: Chromium keeps a failed dynamic import in its module map and
 * would answer the same URL with the same failure (Pagefind finds its files from the URL whatever its query).
 */
export function loadPagefind(indexUrl: string): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${indexUrl}pagefind.js${failedAttempts > 0 ? `?retry=${failedAttempts}` : ''}`;
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    // Result URLs are written whole, with the locale's base URL (plugins/search/buildIndex.ts).
    await pagefind.options({ baseUrl: '/', excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    loading = undefined;
    failedAttempts += 1;
    throw error;
  });
  return loading;
}
