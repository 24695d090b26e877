import { productToRankFirst, rankCurrentProductFirst } from '@site/src/lib/search/ranking';

const results = ['charts-zoom', 'grid-pagination', 'licensing', 'grid-api'].map((id) => ({ id }));

describe('productToRankFirst', () => {
  it("ranks the product of the reader's page first, on its docs and its API pages, in either language", () => {
    expect(productToRankFirst('/x/react-data-grid/sorting/', {})).toBe('data-grid');
    expect(productToRankFirst('/zh/x/react-charts/bars/', {})).toBe('charts');
    expect(productToRankFirst('/x/api/date-pickers/date-picker/', {})).toBe('date-pickers');
  });

  it('keeps the relevance order outside a product', () => {
    expect(productToRankFirst('/x/introduction/licensing/', {})).toBeUndefined();
    expect(productToRankFirst('/search/', {})).toBeUndefined();
  });

  it('keeps the relevance order when the reader chose a product in the filters', () => {
    expect(productToRankFirst('/x/react-data-grid/sorting/', { product: 'charts' })).toBeUndefined();
  });
});

describe('rankCurrentProductFirst', () => {
  it("puts the current product's results first, each group in relevance order", () => {
    const ranked = rankCurrentProductFirst(results, new Set(['grid-api', 'grid-pagination']));
    expect(ranked.map((result) => result.id)).toEqual(['grid-pagination', 'grid-api', 'charts-zoom', 'licensing']);
  });

  it('keeps the relevance order when the current product has no result', () => {
    expect(rankCurrentProductFirst(results, new Set()).map((result) => result.id)).toEqual(results.map((result) => result.id));
  });
});
