/**
 * The order of search results: Pagefind's relevance, with the pages of the product the reader is in first.
 */
import { FAMILY_KEY, type ProductKey } from '@site/src/data/products';
import { getProductFromPathname } from '@site/src/lib/products';
import type { SearchFilters } from './searchFields';

/**
 * The product whose pages go first for a reader on `pathname`, or undefined when the order stays Pagefind's: outside
 * a product (introduction, migration...), or when the reader already chose a product in the filters.
 */
export function productToRankFirst(pathname: string, filters: SearchFilters): ProductKey | undefined {
  if (filters.product) return undefined;
  const current = getProductFromPathname(pathname).key;
  return current === FAMILY_KEY ? undefined : current;
}

/**
 * The results of the current product first, each group in relevance order. `all` is every result in relevance
 * order; `inCurrentProduct` the ids of those in the current product (a search of the same query filtered to it).
 */
export function rankCurrentProductFirst<Result extends { id: string }>(
  all: readonly Result[],
  inCurrentProduct: ReadonlySet<string>,
): Result[] {
  return [...all.filter((result) => inCurrentProduct.has(result.id)), ...all.filter((result) => !inCurrentProduct.has(result.id))];
}
