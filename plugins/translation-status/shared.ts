import type { TranslationState } from './status';

/** The statuses in the order a translator looks at them: what needs work first, what nobody has started last. */
export const ATTENTION_ORDER: readonly TranslationState[] = ['malformed', 'outdated', 'translated', 'missing'];

/** The plugin's name, which the browser uses to read its global data. */
export const TRANSLATION_STATUS_PLUGIN = 'x-docs-translation-status';

/** A translated page's status as its notice shows it. */
export interface PageNoticeData {
  state: Exclude<TranslationState, 'missing'>;
  englishDate: string | null;
  sourceDate: string | null;
}

/**
 * What every page of a translated locale receives: the status of each page that has a translation, by permalink
 * (a docs page not listed has none), the English site's base URL, and the address of the status page. The default
 * locale, where there is nothing to translate, has none.
 */
export interface TranslationStatusData {
  translatedPages: Record<string, PageNoticeData>;
  englishBaseUrl: string;
  statusPagePath: string | null;
}

/** One row of the status page. */
export interface StatusPageRow {
  title: string;
  permalink: string;
  state: TranslationState;
  englishDate: string | null;
  sourceDate: string | null;
}

export interface StatusPageProps {
  rows: StatusPageRow[];
  summary: Record<TranslationState, number>;
}
