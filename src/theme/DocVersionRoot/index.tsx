import { memo } from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import { sameRouteProps } from '@site/src/lib/sameRouteProps';

/**
 * Wrapped: the version's metadata and context render again only when the route's props change, not once more when a
 * click leaves the page (`sameRouteProps` says why).
 */
export default memo(DocVersionRoot as typeof DocVersionRootType, sameRouteProps);
