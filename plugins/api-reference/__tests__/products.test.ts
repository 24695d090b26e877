import { API_PRODUCTS, apiPagePath, apiProductPath } from '../products';

describe('the products of the API reference', () => {
  it("are the registry's products with an API folder, each pointing back at its guides", () => {
    expect(API_PRODUCTS.map(({ id, title, guidePath }) => ({ id, title, guidePath }))).toEqual([
      { id: 'data-grid', title: 'Data Grid', guidePath: '/x/react-data-grid/' },
      { id: 'date-pickers', title: 'Date and Time Pickers', guidePath: '/x/react-date-pickers/' },
      { id: 'charts', title: 'Charts', guidePath: '/x/react-charts/' },
      { id: 'tree-view', title: 'Tree View', guidePath: '/x/react-tree-view/' },
    ]);
  });

  it('carries the packages with their plans and the documented interfaces', () => {
    const grid = API_PRODUCTS.find((product) => product.id === 'data-grid');
    expect(grid?.packages).toEqual([
      { name: '@mui/x-data-grid', plan: 'community' },
      { name: '@mui/x-data-grid-pro', plan: 'pro' },
      { name: '@mui/x-data-grid-premium', plan: 'premium' },
    ]);
    expect(grid?.interfaces).toContain('GridColDef');
  });

  it("serves a product's index and pages under /x/api/<folder>/", () => {
    expect(apiProductPath('charts')).toBe('/x/api/charts/');
    expect(apiPagePath('data-grid', 'data-grid-pro')).toBe('/x/api/data-grid/data-grid-pro/');
  });
});
