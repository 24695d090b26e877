import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { Props } from '@theme/DocSidebarItem';
import { sameSidebarItemProps } from '../sameSidebarItemProps';

// Docusaurus's client module is ESM with the docs runtime behind it; its rule, for the entries these tests use: a link
// is active on its page, a category on its own page or when an entry inside it is.
jest.mock(
  '@docusaurus/plugin-content-docs/client',
  () => {
    const isActiveSidebarItem = (item: PropSidebarItem, path: string): boolean =>
      item.type === 'link'
        ? item.href === path
        : item.type === 'category' && (item.href === path || item.items.some((child) => isActiveSidebarItem(child, path)));
    return { isActiveSidebarItem };
  },
  { virtual: true },
);

const link = (href: string): PropSidebarItem => ({ type: 'link', label: href, href });
const category = (href: string | undefined, items: PropSidebarItem[]): PropSidebarItem => ({
  type: 'category',
  label: href ?? 'Group',
  href,
  items,
  collapsed: true,
  collapsible: true,
});

const sorting = link('/x/react-data-grid/sorting/');
const dataGrid = category('/x/react-data-grid/', [sorting, link('/x/react-data-grid/pagination/')]);
const charts = category('/x/react-charts/', [link('/x/react-charts/bars/')]);
const at = (item: PropSidebarItem, activePath: string, extra: Partial<Props> = {}): Props => ({
  item,
  activePath,
  level: 1,
  index: 0,
  ...extra,
});

describe('sameSidebarItemProps', () => {
  it('skips an entry active neither before nor after the page change', () => {
    expect(sameSidebarItemProps(at(charts, '/x/react-data-grid/sorting/'), at(charts, '/x/react-data-grid/pagination/'))).toBe(true);
    expect(sameSidebarItemProps(at(sorting, '/x/react-charts/'), at(sorting, '/x/react-data-grid/pagination/'))).toBe(true);
  });

  it('renders the entry that loses the highlight and the one that gains it', () => {
    expect(sameSidebarItemProps(at(sorting, '/x/react-data-grid/sorting/'), at(sorting, '/x/react-data-grid/pagination/'))).toBe(false);
    expect(sameSidebarItemProps(at(sorting, '/x/react-data-grid/pagination/'), at(sorting, '/x/react-data-grid/sorting/'))).toBe(false);
  });

  it('renders a category when a page inside it, at any depth, is or becomes the current one', () => {
    const nested = category(undefined, [category(undefined, [sorting])]);
    expect(sameSidebarItemProps(at(nested, '/x/react-charts/'), at(nested, '/x/react-data-grid/sorting/'))).toBe(false);
    // Between two pages of the same group, the group renders to pass the new path to its children.
    expect(sameSidebarItemProps(at(dataGrid, '/x/react-data-grid/sorting/'), at(dataGrid, '/x/react-data-grid/pagination/'))).toBe(false);
  });

  it('renders an entry whose other props change', () => {
    const onItemClick = () => undefined;
    expect(sameSidebarItemProps(at(charts, '/x/react-charts/bars/'), at({ ...charts }, '/x/react-charts/bars/'))).toBe(false);
    expect(sameSidebarItemProps(at(charts, '/x/'), at(charts, '/x/', { level: 2 }))).toBe(false);
    expect(sameSidebarItemProps(at(charts, '/x/'), at(charts, '/x/', { onItemClick }))).toBe(false);
    expect(sameSidebarItemProps(at(charts, '/x/', { onItemClick }), at(charts, '/x/', { onItemClick: () => undefined }))).toBe(false);
  });

  it('skips a render with every prop the same', () => {
    const props = at(dataGrid, '/x/react-data-grid/sorting/');
    expect(sameSidebarItemProps(props, { ...props })).toBe(true);
  });
});
