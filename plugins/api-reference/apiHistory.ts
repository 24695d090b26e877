/**
 * When API pages and their members appeared during the documented major: `history.json`, written by
 * `scripts/api-history.mjs` from the API descriptions mui/mui-x committed at each minor tag. Read at build time only.
 */
import apiHistory from './history.json';

export interface MemberHistory {
  since?: string;
  deprecatedSince?: string;
}

export interface PageHistory {
  since?: string;
  props?: Record<string, MemberHistory>;
  slots?: Record<string, MemberHistory>;
  classes?: Record<string, MemberHistory>;
}

/** By page: `data-grid/data-grid-pro`. */
export const API_HISTORY: Readonly<Record<string, PageHistory>> = apiHistory.pages;

/** The page key of `history.json` for an API page. */
export function historyKey(page: { product: string; slug: string }): string {
  return `${page.product}/${page.slug}`;
}
