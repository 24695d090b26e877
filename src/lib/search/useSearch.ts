import { startTransition, useEffect, useState } from 'react';
import type { Plan } from '@site/src/data/products';
import type { Pagefind } from './pagefindClient';
import { runSearch, type SearchAnswer } from './runSearch';
import type { SearchFilters } from './searchFields';

/** How long the reader pauses before a query runs. */
export const SEARCH_DEBOUNCE_MS = 120;

export type SearchState =
  { status: 'idle' } | { status: 'searching' } | { status: 'done'; answer: SearchAnswer } | { status: 'failed'; query: string };

type Outcome = { answer: SearchAnswer } | { failed: true };

/**
 * The answer to the latest query, searched as the reader types (debounced). An answer is shown only while it is the
 * answer to what the box holds now: one to an older query, arriving after the reader typed on, is never listed.
 */
export function useSearch(
  pagefind: Pagefind,
  query: string,
  filters: SearchFilters,
  { pathname, limit, plans }: { pathname: string; limit: number; plans?: readonly Plan[] },
): SearchState {
  const trimmed = query.trim();
  const asked = JSON.stringify([trimmed, filters, pathname, limit, plans]);
  const [answered, setAnswered] = useState<{ asked: string; outcome: Outcome }>();

  useEffect(() => {
    if (!trimmed) return undefined;
    let current = true;
    const [, askedFilters, , , askedPlans] = JSON.parse(asked) as [string, SearchFilters, string, number, Plan[] | null];
    const timer = window.setTimeout(() => {
      runSearch(pagefind, trimmed, {
        filters: askedFilters,
        plans: askedPlans ?? undefined,
        pathname,
        limit,
        isCurrent: () => current,
      }).then(
        (answer) => {
          // The list renders in slices the reader's next key can come between.
          if (current) startTransition(() => setAnswered({ asked, outcome: { answer } }));
        },
        (error: unknown) => {
          console.warn(`The search for "${trimmed}" failed: ${error instanceof Error ? error.message : String(error)}`);
          if (current) setAnswered({ asked, outcome: { failed: true } });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [pagefind, asked, trimmed, pathname, limit]);

  if (!trimmed) return { status: 'idle' };
  if (answered?.asked !== asked) return { status: 'searching' };
  return 'answer' in answered.outcome ? { status: 'done', answer: answered.outcome.answer } : { status: 'failed', query: trimmed };
}
