import { createHash } from 'node:crypto';

/**
 * The source marker: two front matter keys a translation carries, written by `npm run translation-mark`, never by
 * hand. `source_hash` names the version of the English page the translation follows (the start of a SHA-256 of
 * the English file, line endings normalised); `source_date` is the day that English version was last changed.
 */
export interface SourceMarker {
  hash: string;
  date: string | null;
}

export const HASH_KEY = 'source_hash';
export const DATE_KEY = 'source_date';
const HASH_FORMAT = /^[0-9a-f]{12}$/;
const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The version of an English page, as a translation's marker records it. */
export function sourceHash(englishText: string): string {
  return createHash('sha256').update(englishText.replace(/\r\n?/g, '\n')).digest('hex').slice(0, 12);
}

function frontMatterValue(text: string, key: string): string | undefined {
  const block = FRONT_MATTER.exec(text)?.[1];
  if (block === undefined) return undefined;
  const line = block.split(/\r?\n/).find((entry) => entry.startsWith(`${key}:`));
  return line
    ?.slice(key.length + 1)
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

export type MarkerReading = { marker: SourceMarker } | { problem: 'missing' | 'unknown'; value?: string };

/** A translation's marker, or what is wrong with it: no marker, or a value that is not one the script writes. */
export function readMarker(translationText: string): MarkerReading {
  const hash = frontMatterValue(translationText, HASH_KEY);
  if (hash === undefined || hash === '') return { problem: 'missing' };
  if (!HASH_FORMAT.test(hash)) return { problem: 'unknown', value: hash };
  const date = frontMatterValue(translationText, DATE_KEY);
  return { marker: { hash, date: date !== undefined && DATE_FORMAT.test(date) ? date : null } };
}

/** The translation with its marker set to `marker`, replacing an older one; a page without front matter gets one. */
export function writeMarker(translationText: string, marker: SourceMarker): string {
  const lines = [`${HASH_KEY}: ${marker.hash}`, ...(marker.date ? [`${DATE_KEY}: ${marker.date}`] : [])];
  const match = FRONT_MATTER.exec(translationText);
  if (!match) return `---\n${lines.join('\n')}\n---\n\n${translationText}`;
  const kept = (match[1] ?? '')
    .split(/\r?\n/)
    .filter((line) => !line.startsWith(`${HASH_KEY}:`) && !line.startsWith(`${DATE_KEY}:`) && line !== '');
  return `---\n${[...kept, ...lines].join('\n')}\n---\n${translationText.slice(match[0].length)}`;
}
