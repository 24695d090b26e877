import type { Pagefind, PagefindResult } from '@site/src/lib/search/pagefindClient';
import { runSearch } from '@site/src/lib/search/runSearch';

/** A Pagefind whose index holds `pages` (id → product), found in that relevance order by any query. */
function fakePagefind(pages: [string, string][]) {
  const fetched: string[] = [];
  const result = ([id]: [string, string]): PagefindResult => ({
    id,
    score: 1,
    data: () => {
      fetched.push(id);
      return Promise.resolve({ url: `/${id}/`, excerpt: '', meta: { title: id }, filters: {}, sub_results: [] });
    },
  });
  const pagefind: Pagefind = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    search: (_query, options) =>
      Promise.resolve({
        results: pages.filter(([, product]) => !options?.filters?.product || options.filters.product === product).map(result),
      }),
  };
  return { pagefind, fetched };
}

const pages: [string, string][] = [
  ['charts-zoom', 'charts'],
  ['grid-sorting', 'data-grid'],
  ['licensing', 'introduction'],
  ['grid-api', 'data-grid'],
];

describe('runSearch', () => {
  it("lists the current product's pages first, and only the data of the first `limit` pages", async () => {
    const { pagefind, fetched } = fakePagefind(pages);
    const answer = await runSearch(pagefind, 'sort', { filters: {}, pathname: '/x/react-data-grid/editing/', limit: 3 });
    expect(answer.results.map((result) => result.id)).toEqual(['grid-sorting', 'grid-api', 'charts-zoom']);
    expect(answer.total).toBe(4);
    expect(fetched).toHaveLength(3);
  });

  it('fetches nothing of the pages of a query the reader has typed past', async () => {
    const { pagefind, fetched } = fakePagefind(pages);
    const answer = await runSearch(pagefind, 'so', { filters: {}, pathname: '/', limit: 3, isCurrent: () => false });
    expect(answer.results).toEqual([]);
    expect(fetched).toEqual([]);
  });
});
