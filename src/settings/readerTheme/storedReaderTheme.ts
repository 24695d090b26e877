/**
 * "Your theme": the theme options a reader pasted in the Settings drawer, kept in localStorage as the text they wrote
 * (so the drawer shows it back as written). This module is the one part of the feature on every page with a demo:
 * it only reads and writes the stored text. Checking it against MUI's theme options (`validateReaderTheme.ts`) and
 * building the demos' theme (`createReaderTheme.ts`) load on demand, with the first demo that needs them.
 */

export const READER_THEME_STORAGE_KEY = 'x-docs.readerTheme';

/** Longer theme text is refused (the drawer says so) and, found in storage, read as "no theme". */
export const READER_THEME_MAX_CHARACTERS = 100_000;

/** What is stored: a version, so that a later format can tell this one apart, and the reader's JSON text. */
interface StoredReaderTheme {
  version: 1;
  json: string;
}

/** The reader's theme text from what storage holds; anything this module did not write reads as "no theme". */
export function parseStoredReaderTheme(stored: string | null): string | null {
  if (stored === null || stored.length > READER_THEME_MAX_CHARACTERS + 100) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { version, json } = value as Partial<Record<keyof StoredReaderTheme, unknown>>;
  if (version !== 1 || typeof json !== 'string' || json.trim() === '' || json.length > READER_THEME_MAX_CHARACTERS) return null;
  return json;
}

export function serializeReaderTheme(json: string): string {
  return JSON.stringify({ version: 1, json } satisfies StoredReaderTheme);
}

/** The stored theme text; storage that throws (blocked, private mode) or holds garbage reads as "no theme". */
export function readStoredReaderTheme(storage: () => Storage): string | null {
  try {
    return parseStoredReaderTheme(storage().getItem(READER_THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Keeps the theme text (null removes it); false when storage refused (then it lasts for this page only). */
export function writeStoredReaderTheme(json: string | null, storage: () => Storage): boolean {
  try {
    if (json === null) storage().removeItem(READER_THEME_STORAGE_KEY);
    else storage().setItem(READER_THEME_STORAGE_KEY, serializeReaderTheme(json));
    return true;
  } catch {
    return false;
  }
}
