import { memo } from 'react';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import { sameRouteProps } from '@site/src/lib/sameRouteProps';

/**
 * Wrapped: the docs' layout (navbar, footer) renders again only when the route's props change, not once more when a
 * click leaves the page (`sameRouteProps` says why).
 */
export default memo(DocsRoot as typeof DocsRootType, sameRouteProps);
