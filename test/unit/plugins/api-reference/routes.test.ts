import type { LoadContext, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import apiReferencePlugin from '../../../../plugins/api-reference';
import type { ApiPage, ApiProductIndex, ApiReference } from '../../../../plugins/api-reference/types';

function productIndex(product: ApiProductIndex['product'], title: string): ApiProductIndex {
  return { product, title, path: `/x/api/${product}/`, guidePath: `/x/react-${product}/`, pages: [] };
}

function page(product: ApiPage['product'], name: string, slug: string): ApiPage {
  return {
    kind: 'component',
    name,
    product,
    slug,
    path: `/x/api/${product}/${slug}/`,
    plan: 'community',
    descriptionHtml: '',
    imports: [],
    members: [],
    slots: [],
    classes: [],
    inheritance: [],
    demos: [],
  };
}

/** The routes the plugin adds; the API reference adds exactly one (the parent of its pages). */
async function parentRouteOf(baseUrl: string): Promise<RouteConfig> {
  const plugin = apiReferencePlugin({ siteDir: '/site', baseUrl } as LoadContext);
  const routes: RouteConfig[] = [];
  const actions = {
    createData: async (name: string) => `/generated/${name}`,
    addRoute: (route: RouteConfig) => routes.push(route),
  } as unknown as PluginContentLoadedActions;
  const content: ApiReference = {
    versions: {},
    products: [productIndex('charts', 'Charts'), productIndex('tree-view', 'Tree View')],
    pages: [page('charts', 'BarChart', 'bar-chart'), page('tree-view', 'RichTreeView', 'rich-tree-view')],
  };
  await plugin.contentLoaded?.({ content, actions });
  expect(routes).toHaveLength(1);
  return routes[0] as RouteConfig;
}

describe('the routes of the API reference', () => {
  it('puts every API page under one parent route, so other pages test one pattern to pass them by', async () => {
    const parent = await parentRouteOf('/');
    expect(parent.path).toBe('/x/api/');
    expect(parent.exact).toBeUndefined();
    expect(parent.component).toBe('@theme/ApiReference/ApiRoutes');
    expect(parent.routes?.map((child) => [child.path, child.exact, child.component])).toEqual([
      ['/x/api/charts/', true, '@theme/ApiReference/ApiIndexPage'],
      ['/x/api/charts/bar-chart/', true, '@theme/ApiReference/ApiPage'],
      ['/x/api/tree-view/', true, '@theme/ApiReference/ApiIndexPage'],
      ['/x/api/tree-view/rich-tree-view/', true, '@theme/ApiReference/ApiPage'],
    ]);
  });

  it("gives each page its product index as the only route module (the page's own data is fetched)", async () => {
    const parent = await parentRouteOf('/');
    expect(parent.routes?.map((child) => child.modules)).toEqual([
      { index: '/generated/charts.json' },
      { index: '/generated/charts.json' },
      { index: '/generated/tree-view.json' },
      { index: '/generated/tree-view.json' },
    ]);
  });

  it("prefixes the parent and its pages with the language's base URL", async () => {
    const parent = await parentRouteOf('/zh/');
    expect(parent.path).toBe('/zh/x/api/');
    expect(parent.routes?.map((child) => child.path)).toContain('/zh/x/api/charts/bar-chart/');
  });
});
