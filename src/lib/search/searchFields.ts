/**
 * The fields every indexed page carries beside its text (src/theme/SearchIndexFields), read back by the search
 * box and page: Pagefind filters by product, kind and plan, and the product's name as metadata.
 */
import { componentProducts, FAMILY_KEY, type Plan, type ProductKey } from '@site/src/data/products';
import { PLANS_IN_ORDER } from '../plans';
import type { PagefindFilters } from './pagefindClient';

export type SearchKind = 'guide' | 'api';
export type SearchFilterName = 'product' | 'kind' | 'plan';
/** The value chosen per filter; a filter left out matches every page. */
export type SearchFilters = Partial<Record<SearchFilterName, string>>;

export const SEARCH_KINDS: readonly SearchKind[] = ['guide', 'api'];
export const SEARCH_PLANS: readonly Plan[] = PLANS_IN_ORDER;
export const SEARCH_PRODUCTS: readonly ProductKey[] = [...componentProducts.map((product) => product.key), FAMILY_KEY];

/**
 * The filters as Pagefind takes them, without the ones left at "all". `plans`, the plans the reader's plan lens
 * keeps when it hides the others, limits the results unless the reader chose a plan in the filters: that choice wins.
 */
export function pagefindFilters(filters: SearchFilters, plans?: readonly Plan[]): PagefindFilters {
  const chosen: PagefindFilters = Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return plans && !filters.plan ? { ...chosen, plan: { any: [...plans] } } : chosen;
}
