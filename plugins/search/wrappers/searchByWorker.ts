/**
 * The local search plugin's search function with the current product's
 * results first (plugins/search puts it in place of the original).
 */
import {
  fetchIndexesByWorker,
  searchByWorker as searchAllProducts,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import type { SearchResult } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import { rankCurrentProductFirst } from '../searchProducts';

export { fetchIndexesByWorker };

export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
  const results = await searchAllProducts(baseUrl, searchContext, input, limit);
  return rankCurrentProductFirst(results, window.location.pathname);
}
