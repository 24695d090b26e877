import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SavedPages from './SavedPages';
import { useTranslate } from '@theme/Translations';
import { OFFLINE_PAGE_PATH, requestedPathname } from '../../serviceWorker';
import '@x-docs/ui-messages/offline';

/**
 * `/x/offline/` (a route of the offline plugin): where the service worker sends a reader who, without a connection, opens a page this browser
 * never saved (`?from=` names it). It lists the pages that do open offline. The worker precaches this page and
 * its files, so it opens offline itself.
 */
export default function OfflinePage(): ReactNode {
  const t = useTranslate();
  const { search } = useLocation();
  const isBrowser = useIsBrowser();
  const baseUrl = useBaseUrl('/');
  const offlinePath = useBaseUrl(`/${OFFLINE_PAGE_PATH}`);
  const wanted = isBrowser ? requestedPathname(search) : null;
  return (
    <Layout title={t('offline.title')} description={t('offline.description')}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">{t('offline.title')}</Heading>
            <p>
              {wanted ? (
                <>
                  {t('offline.notSavedBefore')} <code>{wanted}</code> {t('offline.notSavedAfter')}
                </>
              ) : (
                t('offline.description')
              )}
            </p>
            {isBrowser ? <SavedPages baseUrl={baseUrl} offlinePath={offlinePath} /> : <p aria-busy="true">{t('offline.reading')}</p>}
          </div>
        </div>
      </main>
    </Layout>
  );
}
