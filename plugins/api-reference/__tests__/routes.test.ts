import type { AllContent, LoadContext, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import apiReferencePlugin from '..';
import type { ApiPage, ApiProductIndex, ApiReference } from '../types';

function productIndex(product: ApiProductIndex['product']): ApiProductIndex {
  return { product, path: `/x/api/${product}/`, guidePath: `/x/react-${product}/`, pages: [] };
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

/** The docs plugin's content as a Chinese build loads it: one translated sidebar label, one translated page. */
const chineseDocs = {
  loadedVersions: [
    {
      sidebars: {
        docs: [
          {
            type: 'category',
            key: '/x/react-charts-group',
            label: '图表',
            items: [{ type: 'doc', id: 'react-charts/bars', key: '/x/react-charts/bars', label: '柱状图' }],
          },
        ],
      },
      docs: [{ permalink: '/zh/x/react-charts/bars', title: '柱状图' }],
    },
  ],
};

/** The routes the plugin adds, and the data modules it writes; the API reference adds exactly one route (the parent of its pages). */
async function loadPlugin(baseUrl: string, docs?: unknown): Promise<{ parent: RouteConfig; data: Map<string, unknown> }> {
  const plugin = apiReferencePlugin({ siteDir: '/site', baseUrl } as LoadContext);
  const routes: RouteConfig[] = [];
  const data = new Map<string, unknown>();
  const actions = {
    createData: async (name: string, json: string) => {
      if (name.endsWith('.json')) data.set(name, JSON.parse(json));
      return `/generated/${name}`;
    },
    addRoute: (route: RouteConfig) => routes.push(route),
  } as unknown as PluginContentLoadedActions;
  const barChart = { ...page('charts', 'BarChart', 'bar-chart'), demos: [{ title: 'Bars', path: '/x/react-charts/bars/' }] };
  const content: ApiReference = {
    versions: {},
    products: [productIndex('charts'), productIndex('tree-view')],
    pages: [barChart, page('tree-view', 'RichTreeView', 'rich-tree-view')],
  };
  const allContent = {
    'x-docs-api-reference': { default: content },
    ...(docs !== undefined && { 'docusaurus-plugin-content-docs': { default: docs } }),
  } as unknown as AllContent;
  await plugin.allContentLoaded?.({ allContent, actions });
  expect(routes).toHaveLength(1);
  return { parent: routes[0] as RouteConfig, data };
}

async function parentRouteOf(baseUrl: string): Promise<RouteConfig> {
  return (await loadPlugin(baseUrl)).parent;
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

  it('labels the navigation and names the guides as the docs plugin translated them', async () => {
    const { data } = await loadPlugin('/zh/', chineseDocs);
    expect((data.get('charts.json') as ApiProductIndex).navigationLabels).toEqual({
      '/x/react-charts-group': '图表',
      '/x/react-charts/bars': '柱状图',
    });
    expect((data.get('charts-bar-chart.json') as ApiPage).demos).toEqual([{ title: '柱状图', path: '/x/react-charts/bars/' }]);
  });

  it('adds no labels where the navigation already reads as its titles (the English site)', async () => {
    const { data } = await loadPlugin('/');
    expect(data.get('charts.json')).not.toHaveProperty('navigationLabels');
    expect((data.get('charts-bar-chart.json') as ApiPage).demos).toEqual([{ title: 'Bars', path: '/x/react-charts/bars/' }]);
  });
});
