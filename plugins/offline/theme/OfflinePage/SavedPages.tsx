import React, { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import { PAGES_CACHE_NAME, savedPagesOf, type SavedPage } from '../../serviceWorker';
import '@x-docs/ui-messages/offline';

type State = { status: 'reading' } | { status: 'unavailable' } | { status: 'read'; pages: SavedPage[] };

async function readSavedPages(baseUrl: string, offlinePath: string): Promise<SavedPage[]> {
  if (!('caches' in window)) {
    throw new Error('This browser has no Cache Storage.');
  }
  const cache = await caches.open(PAGES_CACHE_NAME);
  const requests = await cache.keys();
  const entries = await Promise.all(
    requests.map(async (request) => ({ url: request.url, html: (await (await cache.match(request))?.text()) ?? '' })),
  );
  return savedPagesOf(entries, baseUrl, offlinePath);
}

/** The pages this browser has saved for offline reading, read from the service worker's cache. */
export default function SavedPages({ baseUrl, offlinePath }: { baseUrl: string; offlinePath: string }): ReactNode {
  const t = useTranslate();
  const [state, setState] = useState<State>({ status: 'reading' });
  useEffect(() => {
    readSavedPages(baseUrl, offlinePath)
      .then((pages) => setState({ status: 'read', pages }))
      .catch(() => setState({ status: 'unavailable' }));
  }, [baseUrl, offlinePath]);

  if (state.status === 'reading') return <p aria-busy="true">{t('offline.reading')}</p>;
  if (state.status === 'unavailable' || state.pages.length === 0) return <p>{t('offline.none')}</p>;
  return (
    <>
      <p>{t('offline.listIntro', { count: state.pages.length })}</p>
      <ul aria-label={t('offline.listLabel')}>
        {state.pages.map((page) => (
          <li key={page.pathname}>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a full page load: the saved HTML opens offline, a route change needs chunks that may be missing */}
            <a href={page.pathname}>{page.title}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
