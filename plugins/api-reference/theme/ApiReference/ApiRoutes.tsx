import React, { type ReactNode } from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import NotFound from '@theme/NotFound';
import type { RouteConfigComponentProps } from 'react-router-config';
import { hasPageAt } from '@site/src/lib/pageRoutes';

/**
 * The parent route of every API page (`/x/api/`, see plugins/api-reference).
 * A path under it that is no API page gets the site's 404 page: the same
 * element as the route table's catch-all route, so it hydrates the 404.html
 * that the server sent for that path.
 */
export default function ApiRoutes({ route, location }: RouteConfigComponentProps): ReactNode {
  const routes = route?.routes ?? [];
  return hasPageAt(routes, location.pathname) ? renderRoutes(routes) : <NotFound />;
}
