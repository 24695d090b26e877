import type { NavigationEntry } from '../../data/navigationEntry';
import { assertUniquePathnames, flattenPages, isLinkEntry } from '../pageTree';

const tree: NavigationEntry[] = [
  { pathname: 'https://example.org/whats-new/', title: "What's new" },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        children: [{ pathname: '/x/react-data-grid/sorting', title: 'Sorting' }],
      },
    ],
  },
];

describe('assertUniquePathnames', () => {
  it('accepts a tree where every pathname is unique', () => {
    expect(() => assertUniquePathnames(tree)).not.toThrow();
  });

  it('throws an error naming the duplicated pathname', () => {
    const duplicated = [...tree, { pathname: '/x/react-data-grid/sorting', title: 'Sorting again' }];
    expect(() => assertUniquePathnames(duplicated)).toThrow('Duplicate pathname in the page tree: "/x/react-data-grid/sorting"');
  });

  it('lets an API page appear under several products', () => {
    const api = { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' };
    expect(() => assertUniquePathnames([api, { ...api }])).not.toThrow();
  });
});

describe('flattenPages', () => {
  it('lists every entry depth first', () => {
    expect(flattenPages(tree).map((entry) => entry.pathname)).toEqual([
      'https://example.org/whats-new/',
      '/x/react-data-grid-group',
      '/x/react-data-grid',
      '/x/react-data-grid/main-features',
      '/x/react-data-grid/sorting',
    ]);
  });
});

describe('isLinkEntry', () => {
  it('tells links out of the docs pages (other sites, files of this one) from pages and groups', () => {
    expect(isLinkEntry({ pathname: 'https://mui.com/x/whats-new/', title: "What's new" })).toBe(true);
    expect(isLinkEntry({ pathname: '/x/llms.txt', title: 'llms.txt' })).toBe(true);
    expect(isLinkEntry({ pathname: '/x/introduction/mcp', title: 'MCP server' })).toBe(false);
    expect(isLinkEntry({ pathname: '/x/react-data-grid/export', title: 'Export' })).toBe(false);
  });
});
