import { memo } from 'react';
import DocItem from '@theme-original/DocItem';
import { sameRouteProps } from '@site/src/lib/sameRouteProps';

/**
 * Wrapped: a doc page renders again only when its props change. After a click on a link, Docusaurus renders the old
 * page once more, with the same props, while the new one loads (`sameRouteProps` says why); on a page of demos that
 * was every demo's toolbar, tooltips and styles, just before they were thrown away.
 */
export default memo(DocItem, sameRouteProps);
