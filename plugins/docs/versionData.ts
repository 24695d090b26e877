import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';

function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  return typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;
}

/**
 * The route tree as the docs plugin built it (version routes sit under the
 * plugin's root route), minus the descriptions in each version's data.
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  const routes = route.routes?.map(withoutDocDescriptions);
  if (isVersionMetadata(version)) {
    const docs = Object.fromEntries(Object.entries(version.docs).map(([id, { description: _description, ...doc }]) => [id, doc]));
    return { ...route, routes, props: { ...route.props, version: { ...version, docs } } };
  }
  return routes ? { ...route, routes } : route;
}
