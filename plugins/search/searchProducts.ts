/**
 * What the search box adds to the local search plugin's results: the product a
 * result belongs to, and the current product's pages first.
 */
import { FAMILY_KEY } from '@site/src/data/products';
import { getProductFromPathname } from '@site/src/lib/products';

export interface SearchResultLike {
  document: { u: string };
}

/** `Data Grid`, `Charts`...; pages of the family as a whole (introduction, migration) say `MUI X`. */
export function searchResultProductName(url: string): string {
  return getProductFromPathname(url).name;
}

/**
 * The results of the product the reader is in come first, each group keeping
 * the plugin's order (a page title stays just before its headings). Outside a
 * product (introduction, migration...) the order is left as it is.
 */
export function rankCurrentProductFirst<Result extends SearchResultLike>(results: readonly Result[], currentPathname: string): Result[] {
  const current = getProductFromPathname(currentPathname).key;
  if (current === FAMILY_KEY) {
    return [...results];
  }
  const inProduct = (result: Result) => getProductFromPathname(result.document.u).key === current;
  return [...results.filter(inProduct), ...results.filter((result) => !inProduct(result))];
}
