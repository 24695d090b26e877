import { getProductFromPathname } from '../products';

describe('getProductFromPathname', () => {
  it.each([
    ['/x/react-data-grid/', 'Data Grid'],
    ['/x/api/data-grid/data-grid-pro/', 'Data Grid'],
    ['/zh/x/react-date-pickers/', 'Date and Time Pickers'],
    ['/x/api/charts/bar-chart/', 'Charts'],
    ['/x/react-tree-view/', 'Tree View'],
    ['/x/introduction/licensing/', 'MUI X'],
    ['/x/migration/migration-data-grid-v7/', 'MUI X'],
  ])('%s shows %s in the navbar', (pathname, name) => {
    expect(getProductFromPathname(pathname).name).toBe(name);
  });
});
