import React, { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslate } from '@theme/Translations';
import type { Pagefind } from '@site/src/lib/search/pagefindClient';
import type { SearchFilters } from '@site/src/lib/search/searchFields';
import { useSearch } from '@site/src/lib/search/useSearch';
import SearchResultList from './SearchResultList';
import SearchStatus from './SearchStatus';
import { useLensPlans } from './useLensPlans';
import '@x-docs/ui-messages/search';

/** How many more pages each "Show more results" lists. */
export const SEARCH_PAGE_STEP = 20;

interface Props {
  pagefind: Pagefind;
  query: string;
  filters: SearchFilters;
  /** The reader's path, which decides the product whose pages are listed first (none on the search page). */
  pathname: string;
}

/** The search page's results: every page found, listed `SEARCH_PAGE_STEP` at a time. */
export default function SearchPageResults({ pagefind, query, filters, pathname }: Props): ReactNode {
  const t = useTranslate();
  const [limit, setLimit] = useState(SEARCH_PAGE_STEP);
  const state = useSearch(pagefind, query, filters, { pathname, limit, plans: useLensPlans() });
  return (
    <>
      <SearchStatus state={state} />
      {state.status === 'done' && <SearchResultList answer={state.answer} />}
      {state.status === 'done' && state.answer.total > state.answer.results.length && (
        <Button sx={{ mt: 2 }} onClick={() => setLimit((shown) => shown + SEARCH_PAGE_STEP)}>
          {t('search.page.showMore')}
        </Button>
      )}
    </>
  );
}
