import { rankCurrentProductFirst, searchResultProductName } from '@site/plugins/search/searchProducts';

const result = (u: string, title = u) => ({ document: { u, t: title } });

describe('searchResultProductName', () => {
  it('names the product of a docs or API page, in either language', () => {
    expect(searchResultProductName('/x/react-data-grid/pagination/')).toBe('Data Grid');
    expect(searchResultProductName('/zh/x/react-date-pickers/date-picker/')).toBe('Date and Time Pickers');
    expect(searchResultProductName('/x/api/charts/bar-chart/')).toBe('Charts');
    expect(searchResultProductName('/x/react-tree-view/')).toBe('Tree View');
  });

  it('names the family for pages outside a product', () => {
    expect(searchResultProductName('/x/introduction/licensing/')).toBe('MUI X');
    expect(searchResultProductName('/x/migration/migration-data-grid-v7/')).toBe('MUI X');
  });
});

describe('rankCurrentProductFirst', () => {
  const results = [
    result('/x/react-charts/zoom-and-pan/'),
    result('/x/react-data-grid/pagination/'),
    result('/x/react-data-grid/pagination/', 'Server-side pagination'),
    result('/x/introduction/licensing/'),
    result('/x/api/data-grid/data-grid/'),
  ];

  it('puts the current product first and keeps the order within each group', () => {
    expect(rankCurrentProductFirst(results, '/x/react-data-grid/sorting/').map((item) => item.document.t)).toEqual([
      '/x/react-data-grid/pagination/',
      'Server-side pagination',
      '/x/api/data-grid/data-grid/',
      '/x/react-charts/zoom-and-pan/',
      '/x/introduction/licensing/',
    ]);
  });

  it('ranks API pages of the product the reader is in first too', () => {
    expect(rankCurrentProductFirst(results, '/zh/x/api/charts/bar-chart/')[0]?.document.u).toBe('/x/react-charts/zoom-and-pan/');
  });

  it('keeps the order on pages of the family as a whole', () => {
    expect(rankCurrentProductFirst(results, '/x/introduction/')).toEqual(results);
  });
});
