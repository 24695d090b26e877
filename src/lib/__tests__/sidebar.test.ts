import type { NavigationEntry } from '../../data/navigationEntry';
import { buildSidebar } from '../sidebar';

const resolveDocId = (pathname: string) => (pathname === '/x/missing' ? null : pathname.replace(/^\/x\//, ''));

describe('buildSidebar', () => {
  it('turns groups, subheaders, pages and external links into sidebar items', () => {
    const tree: NavigationEntry[] = [
      { pathname: 'https://example.org/new/', title: "What's new" },
      {
        pathname: '/x/grid-group',
        title: 'Data Grid',
        children: [
          {
            pathname: '/x/grid/advanced',
            subheader: 'Advanced features',
            children: [{ pathname: '/x/react-data-grid/tree-data', title: 'Tree data', plan: 'pro', newFeature: true }],
          },
        ],
      },
    ];
    expect(buildSidebar(tree, resolveDocId)).toEqual([
      { type: 'link', label: "What's new", href: 'https://example.org/new/', className: 'sidebar-external' },
      {
        type: 'category',
        key: '/x/grid-group',
        label: 'Data Grid',
        collapsible: true,
        collapsed: true,
        items: [
          {
            type: 'category',
            key: '/x/grid/advanced',
            label: 'Advanced features',
            collapsible: false,
            collapsed: false,
            className: 'sidebar-subheader',
            items: [
              {
                type: 'doc',
                id: 'react-data-grid/tree-data',
                key: '/x/react-data-grid/tree-data',
                label: 'Tree data',
                className: 'sidebar-plan-pro',
                customProps: { plan: 'pro', newFeature: true },
              },
            ],
          },
        ],
      },
    ]);
  });

  it('gives a section the badges of its own entry, as custom props of its category', () => {
    const tree: NavigationEntry[] = [
      {
        pathname: '/x/grid/components',
        subheader: 'Components',
        newFeature: true,
        children: [{ pathname: '/x/react-data-grid/components/toolbar', title: 'Toolbar' }],
      },
    ];
    const [category] = buildSidebar(tree, resolveDocId);
    expect(category).toMatchObject({ type: 'category', label: 'Components', customProps: { newFeature: true } });
    expect(category?.type === 'category' && category.items[0]).not.toHaveProperty('customProps');
  });

  it('tells the author which file is missing for an entry without a docs page', () => {
    expect(() => buildSidebar([{ pathname: '/x/missing', title: 'Missing' }], resolveDocId)).toThrow(
      'The page tree entry "/x/missing" has no docs file. Add docs/missing.mdx',
    );
  });

  it('links to a generated API reference page instead of looking for a docs file', () => {
    const noDocs = () => null;
    expect(buildSidebar([{ pathname: '/x/api/charts', title: 'API reference' }], noDocs)).toEqual([
      { type: 'link', key: '/x/api/charts', label: 'API reference', href: '/x/api/charts/' },
    ]);
  });

  it('links a file the build writes as a plain link, its path unchanged in every locale', () => {
    const noDocs = () => null;
    expect(buildSidebar([{ pathname: '/x/llms.txt', title: 'llms.txt' }], noDocs)).toEqual([
      { type: 'link', label: 'llms.txt', href: 'pathname:///x/llms.txt', autoAddBaseUrl: false },
    ]);
  });

  it('asks for a title when an entry has neither title nor subheader', () => {
    expect(() => buildSidebar([{ pathname: '/x/group', children: [] }], resolveDocId)).toThrow('needs a title or a subheader');
  });
});
