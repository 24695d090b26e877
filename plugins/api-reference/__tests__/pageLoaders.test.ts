import vm from 'node:vm';
import { NOT_PUBLISHED, pageDataAssetName, pageDataUrl, serverPageLoaderSource } from '../pageLoaders';

describe('where an API page data file lives', () => {
  it('is beside the page, in the build folder of its locale', () => {
    expect(pageDataUrl('/x/api/data-grid/data-grid/')).toBe('/x/api/data-grid/data-grid/data.json');
    expect(pageDataAssetName('/x/api/data-grid/data-grid/', '/')).toBe('x/api/data-grid/data-grid/data.json');
    expect(pageDataAssetName('/zh/x/api/charts/bar-chart/', '/zh/')).toBe('x/api/charts/bar-chart/data.json');
  });
});

describe("the server's API page loader module", () => {
  const source = serverPageLoaderSource([
    { routePath: '/x/api/data-grid/data-grid/', fileName: 'data-grid-data-grid.json' },
    { routePath: '/zh/x/api/charts/bar-chart/', fileName: 'charts-bar-chart.json' },
  ]);

  it('maps each route path, base URL included, to a dynamic import of its data file', () => {
    expect(source).toContain('"/x/api/data-grid/data-grid/": () => import("./data-grid-data-grid.json"),');
    expect(source).toContain('"/zh/x/api/charts/bar-chart/": () => import("./charts-bar-chart.json"),');
  });

  /** The module's function, with `import()` answered by `files` (what the bundler does with the generated module). */
  function loaderOf(files: Record<string, unknown>): (routePath: string) => Promise<unknown> {
    const code = source
      .replace(/import\((".*?")\)/g, (_match, file: string) => `Promise.resolve({ default: files[${file}] })`)
      .replace('export default function', 'module.exports = function');
    const sandbox = { module: { exports: undefined as unknown }, files, Promise, Error };
    vm.runInNewContext(code, sandbox);
    return sandbox.module.exports as (routePath: string) => Promise<unknown>;
  }

  it("resolves to the route's data, and rejects a route without an API page", async () => {
    const load = loaderOf({ './charts-bar-chart.json': { name: 'BarChart' } });
    await expect(load('/zh/x/api/charts/bar-chart/')).resolves.toEqual({ name: 'BarChart' });
    await expect(load('/x/api/charts/nothing/')).rejects.toThrow(`${NOT_PUBLISHED}/x/api/charts/nothing/`);
  });
});
