import { readMarker, sourceHash } from './marker';
import { sectionChanges, type SectionChange } from './sections';
import { structureProblems } from './structure';
import type { TranslationState } from './shared';

export interface PageTranslation {
  /** The page's file, relative to the docs folder (`introduction/licensing.mdx`). */
  page: string;
  state: TranslationState;
  /** The day the English page last changed; null when there is no English page. */
  englishDate: string | null;
  /** The English version the translation follows (`source_hash`, `source_date`), when its marker is readable. */
  sourceHash: string | null;
  sourceDate: string | null;
  /** Why a translation is malformed, for the report. */
  problem?: string;
  /** For an outdated translation whose marker records its sections: the English sections that changed since. */
  sections?: SectionChange[];
}

export interface PageFiles {
  page: string;
  english: { text: string; date: string } | null;
  translation: string | null;
}

/** A page's status, from its English file and its translation (either may be missing). */
export function translationStatus({ page, english, translation }: PageFiles): PageTranslation {
  const englishDate = english?.date ?? null;
  const none = { page, englishDate, sourceHash: null, sourceDate: null };
  if (translation === null) return { ...none, state: 'missing' };
  if (english === null) {
    return { ...none, state: 'malformed', problem: `there is no English page docs/${page} to translate` };
  }
  const reading = readMarker(translation);
  if ('problem' in reading) {
    const problem =
      reading.problem === 'missing'
        ? 'no source marker (source_hash): run npm run translation-mark once the translation is checked'
        : `unknown source marker "${reading.value}": source_hash is written by npm run translation-mark`;
    return { ...none, state: 'malformed', problem };
  }
  const { hash, date, sections } = reading.marker;
  const marked = { page, englishDate, sourceHash: hash, sourceDate: date };
  if (hash !== sourceHash(english.text)) {
    return { ...marked, state: 'outdated', ...(sections ? { sections: sectionChanges(sections, english.text) } : {}) };
  }
  const problems = structureProblems(english.text, translation);
  if (problems.length === 0) return { ...marked, state: 'translated' };
  return { ...marked, state: 'malformed', problem: `differs from the English page: ${problems.join('; ')}` };
}
