import React, { type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@theme/Translations';
import type { SearchState } from '@site/src/lib/search/useSearch';
import '@x-docs/ui-messages/search';

/** What the search is doing, read out to screen readers as it changes. */
export default function SearchStatus({ state }: { state: SearchState }): ReactNode {
  const t = useTranslate();
  let text = '';
  if (state.status === 'searching') text = t('search.searching');
  if (state.status === 'failed') text = t('search.failed', { query: state.query });
  if (state.status === 'done') {
    const { query, total } = state.answer;
    text = total === 0 ? t('search.noResults', { query }) : t('search.count', { query, count: total });
  }
  return (
    <Typography
      role="status"
      variant="body2"
      color="text.secondary"
      sx={{ my: 1, overflowWrap: 'anywhere' }}
      data-search-status={state.status}
    >
      {text}
    </Typography>
  );
}
