import { pageLoadersModuleSource } from '../../../../plugins/api-reference/pageLoaders';

describe('the API page loaders module', () => {
  it('maps each route path, base URL included, to a dynamic import of its data file', () => {
    const source = pageLoadersModuleSource([
      { routePath: '/x/api/data-grid/data-grid/', fileName: 'data-grid-data-grid.json' },
      { routePath: '/zh/x/api/charts/bar-chart/', fileName: 'charts-bar-chart.json' },
    ]);
    expect(source).toBe(
      [
        'export default {',
        '  "/x/api/data-grid/data-grid/": () => import("./data-grid-data-grid.json"),',
        '  "/zh/x/api/charts/bar-chart/": () => import("./charts-bar-chart.json"),',
        '};',
        '',
      ].join('\n'),
    );
  });

  it('writes an empty map when there are no pages', () => {
    expect(pageLoadersModuleSource([])).toBe('export default {\n\n};\n');
  });
});
