/**
 * Where a page stands in a locale:
 * - `translated`: its translation follows the English page as it is now;
 * - `outdated`: the English page changed after the version the translation follows;
 * - `missing`: no translation, readers get the English text;
 * - `malformed`: a translation the status cannot be read from (no marker, a marker the script does not write, or
 *   no English page to translate, or an up-to-date translation that lost a code block, a demo, a link or a heading
 *   anchor of its English page). The report fails on these, not on the others.
 */
export type TranslationState = 'translated' | 'outdated' | 'missing' | 'malformed';

/** The statuses in the order a translator looks at them: what needs work first, what nobody has started last. */
export const ATTENTION_ORDER: readonly TranslationState[] = ['malformed', 'outdated', 'translated', 'missing'];

/** The plugin's name, which the browser uses to read its global data. */
export const TRANSLATION_STATUS_PLUGIN = 'x-docs-translation-status';

/** The part of a page before its first heading, as a section (its front matter included: a new title counts). */
export const INTRO = '_intro';

/**
 * What changed in one English section since the version a translation follows:
 * - `changed`: the section is in both, its English text is not the same;
 * - `added`: a new English section, which the translation does not have; `after` is the section it follows;
 * - `removed`: a section the translation still has and the English page no longer does.
 */
export interface SectionChange {
  id: string;
  change: 'changed' | 'added' | 'removed';
  /** The English heading (for `added`, the new one; empty for the intro and for `removed`). */
  title: string;
  /** For `added`: the anchor of the section it comes after (`INTRO` at the top). */
  after?: string;
}

/** A translated page's status as its notice shows it. */
export interface PageNoticeData {
  state: Exclude<TranslationState, 'missing'>;
  englishDate: string | null;
  sourceDate: string | null;
  /** For an outdated translation that records its sections: the English sections that changed since. */
  sections?: SectionChange[];
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
  sections?: SectionChange[];
}

export interface StatusPageProps {
  rows: StatusPageRow[];
  summary: Record<TranslationState, number>;
}
