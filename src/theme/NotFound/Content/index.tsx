import React, { type ReactNode } from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { SiteCustomFields } from '@site/docusaurus.config';
import CorePageNotice from '@site/src/components/NotFound/CorePageNotice';
import ProductOverviews from '@site/src/components/NotFound/ProductOverviews';
import { corePageTitles } from '@site/src/data/pageTitles';
import { findCorePage } from '@site/src/lib/corePages';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wrapped, not ejected: a legacy core-library path gets its title and a link to the core site; any other
 * missing page keeps Docusaurus's text, followed by the product overviews. The same 404.html serves every
 * missing path, so the path is read only after hydration.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const isBrowser = useIsBrowser();
  const { coreDocsUrl } = useDocusaurusContext().siteConfig.customFields as SiteCustomFields;
  const corePage = isBrowser ? findCorePage(pathname, corePageTitles, coreDocsUrl) : null;
  if (corePage) {
    return <CorePageNotice page={corePage} />;
  }
  return (
    <>
      <Content {...props} />
      <ProductOverviews />
    </>
  );
}
