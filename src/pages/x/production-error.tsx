import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { useLocation } from '@docusaurus/router';
import { useSiteFields } from '@site/src/lib/siteConfig';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ProductionErrorDetails from '@site/src/components/ProductionError';
import { useTranslate } from '@theme/Translations';
import { parseProductionError } from '@site/src/lib/productionError';
import '@x-docs/ui-messages/productionError';

/**
 * `/x/production-error/?code=N&args[]=…`: where minified MUI X errors send developers. The query string
 * exists only in the browser, so the server renders the explanation and the details' box, filled after hydration.
 */
export default function ProductionErrorPage(): ReactNode {
  const t = useTranslate();
  const { search } = useLocation();
  const isBrowser = useIsBrowser();
  const { issueTrackerUrl } = useSiteFields();
  return (
    <Layout title={t('productionError.title')} description={t('productionError.intro')}>
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">{t('productionError.title')}</Heading>
            <p>{t('productionError.intro')}</p>
            <ProductionErrorDetails error={isBrowser ? parseProductionError(search) : undefined} issueTrackerUrl={issueTrackerUrl} />
          </div>
        </div>
      </main>
    </Layout>
  );
}
