import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';

function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  return typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;
}

/**
 * The route tree as the docs plugin built it (version routes sit under the
 * plugin's root route), with each version's map of docs emptied: only doc
 * cards read it (see ./index.ts).
 */
export function withoutDocCardData(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  const routes = route.routes?.map(withoutDocCardData);
  if (isVersionMetadata(version)) {
    return { ...route, routes, props: { ...route.props, version: { ...version, docs: {} } } };
  }
  return routes ? { ...route, routes } : route;
}
