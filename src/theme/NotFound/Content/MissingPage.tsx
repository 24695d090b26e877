import React, { useEffect, useState, type ReactNode } from 'react';
import Content from '@theme-original/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useSiteFields } from '@site/src/lib/siteConfig';
import CorePageNotice from '@site/src/components/NotFound/CorePageNotice';
import ProductOverviews from '@site/src/components/NotFound/ProductOverviews';
import { findCorePage, type CorePageLink } from '@site/src/lib/corePages';

type Props = WrapperProps<typeof Content>;

/**
 * The core-library page a missing path points to. The same 404.html serves every missing path, so the path is
 * read after hydration; the title list is loaded then too, since only a missing page needs it.
 */
function useCorePage(pathname: string, coreDocsUrl: string): CorePageLink | null {
  const [corePage, setCorePage] = useState<CorePageLink | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('@site/src/data/pageTitles').then(
      ({ corePageTitles }) => {
        if (!cancelled) setCorePage(findCorePage(pathname, corePageTitles, coreDocsUrl));
      },
      // Without the list the page is the plain "not found" page, with no link to the core site.
      (error: unknown) => console.warn('The list of the core pages could not be loaded:', error),
    );
    return () => {
      cancelled = true;
    };
  }, [pathname, coreDocsUrl]);
  return corePage;
}

/**
 * A legacy core-library path gets its title and a link to the core site; any other missing page keeps Docusaurus's
 * text, followed by the product overviews.
 */
export default function MissingPage(props: Props): ReactNode {
  const { pathname } = useLocation();
  const { coreDocsUrl } = useSiteFields();
  const corePage = useCorePage(pathname, coreDocsUrl);
  // The docs render this content alone for a missing path under their routes, without @theme/NotFound's title.
  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });
  return (
    <>
      <PageMetadata title={title} />
      {corePage ? (
        <CorePageNotice page={corePage} />
      ) : (
        <>
          <Content {...props} />
          <ProductOverviews />
        </>
      )}
    </>
  );
}
