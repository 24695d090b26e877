/**
 * Whether the route table has a page at a path, matching as Docusaurus's
 * router does (the first route that matches, then its children). A missing
 * path under the docs or the API reference is matched by their parent route
 * only, which renders the 404 page, just like the catch-all route.
 */
import { matchPath } from '@docusaurus/router';
import type { RouteConfig } from 'react-router-config';

export function hasPageAt(routes: readonly RouteConfig[], pathname: string): boolean {
  const route = routes.find((candidate) => matchPath(pathname, candidate) !== null);
  if (!route) return false;
  return route.routes ? hasPageAt(route.routes, pathname) : route.exact === true;
}
