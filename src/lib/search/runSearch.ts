/**
 * One query against the locale's index: Pagefind's results in relevance order, the current product's first
 * (ranking.ts), with the data of the first `limit` of them (the page, its matching sections, product, kind).
 */
import type { Plan } from '@site/src/data/products';
import type { Pagefind, PagefindResultData } from './pagefindClient';
import { productToRankFirst, rankCurrentProductFirst } from './ranking';
import { pagefindFilters, type SearchFilters } from './searchFields';

export interface SearchAnswer {
  query: string;
  total: number;
  results: (PagefindResultData & { id: string })[];
}

export async function runSearch(
  pagefind: Pagefind,
  query: string,
  {
    filters,
    plans,
    pathname,
    limit,
    isCurrent = () => true,
  }: {
    filters: SearchFilters;
    /** Only pages of these plans: the plan lens's "hide" (see `pagefindFilters`). */
    plans?: readonly Plan[];
    pathname: string;
    limit: number;
    isCurrent?: () => boolean;
  },
): Promise<SearchAnswer> {
  const filtered = pagefindFilters(filters, plans);
  const rankFirst = productToRankFirst(pathname, filters);
  const [all, inProduct] = await Promise.all([
    pagefind.search(query, { filters: filtered }),
    rankFirst ? pagefind.search(query, { filters: { ...filtered, product: rankFirst } }) : undefined,
  ]);
  const ranked = rankCurrentProductFirst(all?.results ?? [], new Set(inProduct?.results.map((result) => result.id)));
  // A query the reader has typed past is never shown: its pages' excerpts are not fetched.
  if (!isCurrent()) return { query, total: ranked.length, results: [] };
  const results = await Promise.all(ranked.slice(0, limit).map(async (result) => ({ ...(await result.data()), id: result.id })));
  return { query, total: ranked.length, results };
}
