import type { PropSidebarItem, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';

function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  return typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;
}

/**
 * A sidebar item as the browser reads it: without its `key`, which Docusaurus reads only at build time (the
 * translation keys of the labels), and without `unlisted: false` (the browser tests `unlisted` for truth).
 */
export function browserSidebarItem(item: PropSidebarItem): PropSidebarItem {
  const { key: _key, ...rest } = item;
  if (rest.type === 'category') return { ...rest, items: rest.items.map(browserSidebarItem) };
  if (rest.type === 'link' && rest.unlisted === false) {
    const { unlisted: _unlisted, ...listed } = rest;
    return listed;
  }
  return rest;
}

/**
 * The route tree as the docs plugin built it (version routes sit under the plugin's root route), with each
 * version's map of docs emptied, since only doc cards read it (see ./index.ts), and its sidebars as the browser
 * reads them.
 */
export function withoutDocCardData(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  const routes = route.routes?.map(withoutDocCardData);
  if (isVersionMetadata(version)) {
    const docsSidebars = Object.fromEntries(
      Object.entries(version.docsSidebars).map(([name, items]) => [name, items.map(browserSidebarItem)]),
    );
    return { ...route, routes, props: { ...route.props, version: { ...version, docs: {}, docsSidebars } } };
  }
  return routes ? { ...route, routes } : route;
}
