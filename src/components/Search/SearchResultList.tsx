import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@theme/Translations';
import type { SearchAnswer } from '@site/src/lib/search/runSearch';
import { SEARCH_KINDS, SEARCH_PLANS } from '@site/src/lib/search/searchFields';
import PlanMark from '@theme/PlanMark';
import Excerpt from './Excerpt';
import '@x-docs/ui-messages/search';

interface Props {
  answer: SearchAnswer;
  /** Called when the reader follows a result (the search box closes). */
  onNavigate?: () => void;
}

/** Each page found: its title, product and kind, its excerpt and its matching sections, matched words marked. */
export default function SearchResultList({ answer, onNavigate }: Props): ReactNode {
  const t = useTranslate();
  return (
    <List dense disablePadding data-search-results data-query={answer.query}>
      {answer.results.map((result) => {
        const kind = SEARCH_KINDS.find((value) => result.filters.kind?.includes(value));
        const plan = SEARCH_PLANS.find((value) => result.filters.plan?.includes(value));
        const sections = result.sub_results.filter((sub) => sub.url !== result.url).slice(0, 3);
        return (
          <ListItem
            key={result.id}
            disableGutters
            sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' }}
            data-search-result
            data-search-plan={plan}
          >
            <Stack direction="row" spacing={1} useFlexGap alignItems="center" flexWrap="wrap">
              <Link to={result.url} onClick={onNavigate} className="search-result-title">
                <Typography component="span" variant="subtitle2" sx={{ fontWeight: 600 }}>
                  {result.meta.title ?? result.url}
                </Typography>
              </Link>
              {result.meta.product && <Chip size="small" variant="outlined" label={result.meta.product} data-search-product />}
              {kind && <Chip size="small" label={t(`search.kind.${kind}`)} data-search-kind={kind} />}
              {plan && <PlanMark plan={plan} />}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              <Excerpt html={result.excerpt} />
            </Typography>
            {sections.length > 0 && (
              <List dense disablePadding sx={{ paddingInlineStart: 2 }}>
                {sections.map((section) => (
                  <ListItem key={section.url} disableGutters sx={{ display: 'block', py: 0.25 }} data-search-section>
                    <Link to={section.url} onClick={onNavigate}>
                      {section.title}
                    </Link>
                    <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      <Excerpt html={section.excerpt} />
                    </Typography>
                  </ListItem>
                ))}
              </List>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
