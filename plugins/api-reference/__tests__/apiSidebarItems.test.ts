import type { NavigationEntry } from '../../../src/data/navigationEntry';
import { apiBreadcrumbItems, apiSidebarItems, withBaseUrlHrefs } from '../theme/ApiReference/sidebarItems';
import type { ApiProductIndex } from '../types';

const index: ApiProductIndex = {
  product: 'tree-view',
  path: '/x/api/tree-view/',
  guidePath: '/x/react-tree-view/',
  pages: [
    { kind: 'component', name: 'RichTreeView', path: '/x/api/tree-view/rich-tree-view/', plan: 'community' },
    { kind: 'component', name: 'RichTreeViewPro', path: '/x/api/tree-view/rich-tree-view-pro/', plan: 'pro' },
  ],
};

const pages: NavigationEntry[] = [
  { pathname: '/x/introduction-group', title: 'Introduction', children: [{ pathname: '/x/introduction', title: 'Overview' }] },
  {
    pathname: '/x/react-tree-view-group',
    title: 'Tree View',
    children: [
      { pathname: '/x/react-tree-view', title: 'Overview' },
      { pathname: '/x/react-tree-view/rich-tree-view/lazy-loading', title: 'Lazy loading', plan: 'pro' },
      { pathname: '/x/api/tree-view', title: 'API reference' },
    ],
  },
];

describe('apiSidebarItems', () => {
  it("shows the product's navigation with its API reference entry opened into the API pages", () => {
    expect(apiSidebarItems(pages, index)).toEqual([
      { type: 'link', label: 'Overview', href: '/x/react-tree-view/' },
      {
        type: 'link',
        label: 'Lazy loading',
        href: '/x/react-tree-view/rich-tree-view/lazy-loading/',
        customProps: { plan: 'pro' },
        className: 'sidebar-plan-pro',
      },
      {
        type: 'category',
        label: 'API reference',
        href: '/x/api/tree-view/',
        collapsed: false,
        collapsible: true,
        items: [
          {
            type: 'category',
            label: 'Components',
            collapsed: true,
            collapsible: true,
            items: [
              { type: 'link', label: 'RichTreeView', href: '/x/api/tree-view/rich-tree-view/' },
              {
                type: 'link',
                label: 'RichTreeViewPro',
                href: '/x/api/tree-view/rich-tree-view-pro/',
                className: 'sidebar-plan-pro',
                customProps: { plan: 'pro' },
              },
            ],
          },
        ],
      },
    ]);
  });

  it("labels the product's navigation in the page's language, from the docs sidebar's labels in its index", () => {
    const chinese = {
      ...index,
      navigationLabels: {
        '/x/react-tree-view': '概览',
        '/x/react-tree-view/rich-tree-view/lazy-loading': '懒加载',
        '/x/api/tree-view': 'API 参考',
      },
    };
    expect(apiSidebarItems(pages, chinese).map((item) => item.type !== 'html' && item.label)).toEqual(['概览', '懒加载', 'API 参考']);
  });

  it('puts the selectors page after the lists of components and interfaces, as a link of its own', () => {
    const withSelectors: ApiProductIndex = {
      ...index,
      pages: [...index.pages, { kind: 'selectors', name: 'Selectors', path: '/x/api/tree-view/selectors/', plan: 'community' }],
    };
    const api = apiSidebarItems(pages, withSelectors).find((item) => item.type === 'category' && item.label === 'API reference');
    expect(api?.type === 'category' && api.items.map((item) => [item.type, item.type !== 'html' && item.label])).toEqual([
      ['category', 'Components'],
      ['link', 'Selectors'],
    ]);
  });
});

describe('apiBreadcrumbItems', () => {
  it("puts the API sidebar inside its product, as the guides' sidebar holds each product", () => {
    const items = apiSidebarItems(pages, index);
    const [product] = apiBreadcrumbItems(pages, index, items);
    expect(product).toMatchObject({ type: 'category', label: 'Tree View', collapsed: false, collapsible: false });
    const api = product?.type === 'category' ? product.items[2] : undefined;
    const components = api?.type === 'category' ? api.items[0] : undefined;
    // Docusaurus ends breadcrumbs on a doc's link: each API page's link carries its page as its doc.
    expect(components?.type === 'category' && components.items[0]).toEqual({
      type: 'link',
      label: 'RichTreeView',
      href: '/x/api/tree-view/rich-tree-view/',
      docId: '/x/api/tree-view/rich-tree-view/',
    });
    expect(product?.type === 'category' && product.items[0]).toEqual({ type: 'link', label: 'Overview', href: '/x/react-tree-view/' });
  });

  it("names the product in the page's language", () => {
    const chinese = { ...index, navigationLabels: { '/x/react-tree-view-group': '树视图' } };
    const [product] = apiBreadcrumbItems(pages, chinese, apiSidebarItems(pages, chinese));
    expect(product).toMatchObject({ type: 'category', label: '树视图' });
  });
});

describe('withBaseUrlHrefs', () => {
  it('puts every address of the items under the base URL, and leaves external links alone', () => {
    const withZh = (url: string) => (url.startsWith('/') ? `/zh${url}` : url);
    expect(
      withBaseUrlHrefs(
        [
          {
            type: 'category',
            label: 'API reference',
            href: '/x/api/tree-view/',
            collapsed: false,
            collapsible: true,
            items: [
              { type: 'link', label: 'RichTreeView', href: '/x/api/tree-view/rich-tree-view/', docId: '/x/api/tree-view/rich-tree-view/' },
            ],
          },
          { type: 'link', label: 'GitHub', href: 'https://github.com/mui/mui-x' },
        ],
        withZh,
      ),
    ).toEqual([
      {
        type: 'category',
        label: 'API reference',
        href: '/zh/x/api/tree-view/',
        collapsed: false,
        collapsible: true,
        items: [
          {
            type: 'link',
            label: 'RichTreeView',
            href: '/zh/x/api/tree-view/rich-tree-view/',
            docId: '/zh/x/api/tree-view/rich-tree-view/',
          },
        ],
      },
      { type: 'link', label: 'GitHub', href: 'https://github.com/mui/mui-x' },
    ]);
  });
});
