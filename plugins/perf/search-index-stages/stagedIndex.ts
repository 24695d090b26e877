/**
 * The local search index in two files. The search plugin writes one file per locale with five parts, in the order
 * it searches them: page titles, headings, descriptions, keywords, then the pages' full text. The first four are
 * a sixth of its size and find a page by what it is called; the full text is the rest. Split, the first query
 * downloads only the first file (its name is unchanged) and the full text follows in the background, from the
 * second file (`.full-text.json`). Read by the build (index.ts) and the search worker (worker.ts).
 */

/** One part of the plugin's index: its documents and a serialized lunr index over them. */
export interface IndexPart {
  documents: unknown[];
  index: { invertedIndex: [string, ...unknown[]][] } & Record<string, unknown>;
}

/** How many parts come before the full text (titles, headings, descriptions, keywords). */
export const HEAD_PART_COUNT = 4;

/** The URL or file name of the full text beside an index file (`search-index.json` → `search-index.full-text.json`). */
export function fullTextFileOf(indexFile: string): string {
  return indexFile.replace(/\.json$/, '.full-text.json');
}

/** Whether a file name is a full-text file written by `splitIndex`, rather than an index the plugin wrote. */
export function isFullTextFile(fileName: string): boolean {
  return fileName.endsWith('.full-text.json');
}

/**
 * The parts of an index that the first query needs, and the full text. An index without a full-text part is
 * returned whole, with no full text to split off.
 */
export function splitIndex(parts: readonly IndexPart[]): { heads: IndexPart[]; fullText: IndexPart[] } {
  return { heads: parts.slice(0, HEAD_PART_COUNT), fullText: parts.slice(HEAD_PART_COUNT) };
}
