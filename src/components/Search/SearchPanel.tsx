import React, { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import Paper from '@mui/material/Paper';
import { useTranslate } from '@theme/Translations';
import type { Pagefind } from '@site/src/lib/search/pagefindClient';
import type { SearchFilters } from '@site/src/lib/search/searchFields';
import { useSearch } from '@site/src/lib/search/useSearch';
import SearchFilterBar from './SearchFilterBar';
import SearchResultList from './SearchResultList';
import SearchStatus from './SearchStatus';
import { useLensPlans } from './useLensPlans';
import { withMuiScope } from '@theme/MuiScope';
import '@x-docs/ui-messages/search';

/** How many pages the search box lists; the search page lists them all. */
export const SEARCH_BOX_RESULTS = 8;

interface Props {
  pagefind: Pagefind;
  query: string;
  id: string;
  onNavigate: () => void;
}

/** The search box's results under the navbar: filters, the first pages found, and a link to all of them. */
function SearchPanelContent({ pagefind, query, id, onNavigate }: Props): ReactNode {
  const t = useTranslate();
  const { pathname } = useLocation();
  const [filters, setFilters] = useState<SearchFilters>({});
  const state = useSearch(pagefind, query, filters, { pathname, limit: SEARCH_BOX_RESULTS, plans: useLensPlans() });
  const searchPage = useBaseUrl('/search/');
  return (
    <Paper id={id} elevation={8} className="search-panel" data-search-panel sx={{ p: 2 }}>
      <SearchFilterBar filters={filters} onChange={setFilters} />
      <SearchStatus state={state} />
      {state.status === 'done' && <SearchResultList answer={state.answer} onNavigate={onNavigate} />}
      {state.status === 'done' && state.answer.total > state.answer.results.length && (
        <Link to={`${searchPage}?q=${encodeURIComponent(state.answer.query)}`} onClick={onNavigate} className="search-panel-all">
          {t('search.seeAll', { count: state.answer.total })}
        </Link>
      )}
    </Paper>
  );
}

/** The SearchPanel with the MUI theme and Emotion cache it is drawn with: they load with it, not with every page. */
export default withMuiScope(SearchPanelContent);
