/**
 * Stores every file of a locale's search index in the cache the service worker answers the index from
 * (plugins/offline), so search works offline in full. The list of files is written beside the index at build time
 * (plugins/search/buildIndex.ts).
 */
export const INDEX_FILE_LIST = 'x-docs-files.json';

export async function storeSearchIndex(indexUrl: string, cacheName: string): Promise<number> {
  if (typeof caches === 'undefined') throw new Error('this browser has no cache storage');
  const response = await fetch(`${indexUrl}${INDEX_FILE_LIST}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`the list of the index's files answered ${response.status}`);
  const files: unknown = await response.json();
  if (!Array.isArray(files) || !files.every((file): file is string => typeof file === 'string')) {
    throw new Error("the list of the index's files is not a list of files");
  }
  const cache = await caches.open(cacheName);
  await cache.addAll([`${indexUrl}${INDEX_FILE_LIST}`, ...files.map((file) => `${indexUrl}${file}`)]);
  return files.length;
}
