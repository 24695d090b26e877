import React, { type ReactNode } from 'react';
import type { ApiPage } from '../../types';
import { PAGE_DATA_ELEMENT_ID, serializePageData } from './pageData';

/** The page's data written into its HTML, which the browser reads to hydrate it (pageData.ts). */
export default function PageDataBlock({ page, routePath }: { page: ApiPage; routePath: string }): ReactNode {
  return (
    <script
      type="application/json"
      id={PAGE_DATA_ELEMENT_ID}
      data-route={routePath}
      dangerouslySetInnerHTML={{ __html: serializePageData(page) }}
    />
  );
}
