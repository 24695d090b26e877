/**
 * `/search/?q=`: every page the query finds, with the search box's filters (product, kind, plan), and "Keep search
 * available offline". The query comes from the address and is only ever shown as text. Added by plugins/search.
 */
import React, { memo, Suspense, useCallback, useDeferredValue, useState, type ComponentProps, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import TextField from '@mui/material/TextField';
import MuiScope from '@theme/MuiScope';
import { LazyPartBoundary, LazyPartNotice, useRetryableLazy } from '@theme/LazyPart';
import { useTranslate } from '@theme/Translations';
import SearchFilterBar from '@site/src/components/Search/SearchFilterBar';
import type SearchPageResultsComponent from '@site/src/components/Search/SearchPageResults';
import KeepSearchOffline from '@site/src/components/Search/KeepSearchOffline';
import { loadPagefind } from '@site/src/lib/search/pagefindClient';
import type { SearchFilters } from '@site/src/lib/search/searchFields';
import { MainLandmarkContext } from '../Layout/mainLandmark';
import '@x-docs/ui-messages/lazyPart';
import '@x-docs/ui-messages/search';
import '@x-docs/ui-messages/searchBox';

type SearchPageResultsProps = Omit<ComponentProps<typeof SearchPageResultsComponent>, 'pagefind'>;

function useSearchResults(indexUrl: string) {
  const load = useCallback(async () => {
    const [{ default: SearchPageResults }, pagefind] = await Promise.all([
      import(/* webpackChunkName: "lazy-search" */ '@site/src/components/Search/SearchPageResults'),
      loadPagefind(indexUrl),
    ]);
    // Memoised: a key typed in the box renders the results only once their deferred query has changed.
    return { default: memo((props: SearchPageResultsProps) => <SearchPageResults pagefind={pagefind} {...props} />) };
  }, [indexUrl]);
  return useRetryableLazy(load);
}

export default function SearchPage(): ReactNode {
  const t = useTranslate();
  const history = useHistory();
  const location = useLocation();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  const [filters, setFilters] = useState<SearchFilters>({});
  // The box shows each key at once; the results follow in a render React can interrupt for the next key. A filter
  // chosen is not typed key by key: the results take it in the same render.
  const resultsQuery = useDeferredValue(query);
  const [Results, retry] = useSearchResults(useBaseUrl('/pagefind/'));
  // The index is searched in the browser only: the server renders the page without results.
  const isBrowser = useIsBrowser();
  const title = t('search.page.title');
  return (
    <MainLandmarkContext.Provider value>
      <Layout title={title}>
        <MuiScope>
          <div className="container margin-vert--lg" data-search-page>
            <Heading as="h1">{title}</Heading>
            <TextField
              type="search"
              fullWidth
              size="small"
              label={t('searchBox.label')}
              value={query}
              onChange={(event) => {
                const params = new URLSearchParams(location.search);
                params.set('q', event.target.value);
                history.replace({ search: params.toString() });
              }}
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false }, inputLabel: { shrink: true } }}
              sx={{ mb: 2 }}
            />
            <SearchFilterBar filters={filters} onChange={setFilters} />
            <KeepSearchOffline />
            {isBrowser && (
              <LazyPartBoundary onRetry={retry} fallback={(retryNow) => <LazyPartNotice label={t('lazyPart.search')} onRetry={retryNow} />}>
                <Suspense fallback={<p role="status">{t('searchBox.loading')}</p>}>
                  <Results query={resultsQuery} filters={filters} pathname={location.pathname} />
                </Suspense>
              </LazyPartBoundary>
            )}
          </div>
        </MuiScope>
      </Layout>
    </MainLandmarkContext.Provider>
  );
}
