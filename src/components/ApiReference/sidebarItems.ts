/**
 * The sidebar of the API pages: the product's own navigation (from
 * `src/data/pages.ts`), with its "API reference" entry opened into the
 * product's components and interfaces.
 */
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { NavigationEntry } from '@site/src/data/pages';
import { flattenPages, isExternalEntry } from '@site/src/lib/pageTree';
import type { ApiPageKind, ApiPageSummary, ApiProductIndex } from '@site/plugins/api-reference/types';

const KIND_TITLES: Record<ApiPageKind, string> = { component: 'Components', interface: 'Interfaces' };

function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

function apiCategory(label: string, index: ApiProductIndex): PropSidebarItem {
  const kinds = (['component', 'interface'] as const).filter((kind) => index.pages.some((page) => page.kind === kind));
  return {
    type: 'category',
    label,
    href: index.path,
    collapsed: false,
    collapsible: true,
    items: kinds.map((kind) => ({
      type: 'category',
      label: KIND_TITLES[kind],
      collapsed: false,
      collapsible: true,
      items: index.pages.filter((page: ApiPageSummary) => page.kind === kind).map((page) => ({ type: 'link', label: page.name, href: page.path })),
    })),
  };
}

function toItem(entry: NavigationEntry, index: ApiProductIndex): PropSidebarItem {
  const label = entry.title ?? entry.subheader ?? entry.pathname;
  if (entry.children) {
    return {
      type: 'category',
      label,
      collapsed: false,
      collapsible: entry.subheader === undefined,
      items: entry.children.map((child) => toItem(child, index)),
      ...(entry.subheader !== undefined && { className: 'sidebar-subheader' }),
    };
  }
  if (withTrailingSlash(entry.pathname) === index.path) {
    return apiCategory(label, index);
  }
  const flags = { plan: entry.plan, newFeature: entry.newFeature, planned: entry.planned, unstable: entry.unstable };
  const badgeProps = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined && value !== false));
  const badges = Object.keys(badgeProps).length > 0 ? { customProps: badgeProps } : {};
  return isExternalEntry(entry)
    ? { type: 'link', label, href: entry.pathname, className: 'sidebar-external' }
    : { type: 'link', label, href: withTrailingSlash(entry.pathname), ...badges };
}

/** The product's group of the navigation tree: the top-level entry that holds its guide landing page. */
export function productGroupOf(pages: readonly NavigationEntry[], guidePath: string): NavigationEntry | undefined {
  return pages.find((group) => flattenPages(group.children ?? []).some((entry) => withTrailingSlash(entry.pathname) === guidePath));
}

export function apiSidebarItems(pages: readonly NavigationEntry[], index: ApiProductIndex): PropSidebarItem[] {
  const group = productGroupOf(pages, index.guidePath);
  const items = (group?.children ?? []).map((entry) => toItem(entry, index));
  const hasApiEntry = flattenPages(group?.children ?? []).some((entry) => withTrailingSlash(entry.pathname) === index.path);
  return hasApiEntry ? items : [...items, apiCategory('API reference', index)];
}
