/**
 * The cache of a locale's search index files: the service worker puts there the files queries fetch, and the search
 * page's "Keep search available offline" every file of the index. Shared by the worker's configuration and the page.
 */
export function searchCacheName(baseUrl: string): string {
  return `x-docs-search-${baseUrl}`;
}
