import { createHash } from 'node:crypto';

/**
 * The source marker: front matter keys a translation carries, written by `npm run translation-mark`, never by
 * hand. `source_hash` names the version of the English page the translation follows (the start of a SHA-256 of
 * the English file, line endings normalised); `source_date` is the day that English version was last changed;
 * `source_sections` the hash of each of its sections by anchor (sections.ts), so that a change to the English
 * page points at the sections to bring up to date. A marker written before sections were recorded has none.
 */
export interface SourceMarker {
  hash: string;
  date: string | null;
  sections?: Record<string, string>;
}

export const HASH_KEY = 'source_hash';
export const DATE_KEY = 'source_date';
export const SECTIONS_KEY = 'source_sections';
const SECTION_LINE = /^\s+([^\s:]+):\s*([0-9a-f]{8})\s*$/;
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
  const sections = sectionsValue(translationText);
  return {
    marker: { hash, date: date !== undefined && DATE_FORMAT.test(date) ? date : null, ...(sections ? { sections } : {}) },
  };
}

/** The `source_sections` block: one `anchor: hash` line per section, indented under the key. */
function sectionsValue(text: string): Record<string, string> | undefined {
  const lines = FRONT_MATTER.exec(text)?.[1]?.split(/\r?\n/) ?? [];
  const start = lines.indexOf(`${SECTIONS_KEY}:`);
  if (start === -1) return undefined;
  const sections: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const entry = SECTION_LINE.exec(line);
    if (!entry) break;
    sections[entry[1]!] = entry[2]!;
  }
  return sections;
}

/** The translation with its marker set to `marker`, replacing an older one; a page without front matter gets one. */
export function writeMarker(translationText: string, marker: SourceMarker): string {
  const lines = [
    `${HASH_KEY}: ${marker.hash}`,
    ...(marker.date ? [`${DATE_KEY}: ${marker.date}`] : []),
    ...(marker.sections ? [`${SECTIONS_KEY}:`, ...Object.entries(marker.sections).map(([id, hash]) => `  ${id}: ${hash}`)] : []),
  ];
  const match = FRONT_MATTER.exec(translationText);
  if (!match) return `---\n${lines.join('\n')}\n---\n\n${translationText}`;
  const ours = [`${HASH_KEY}:`, `${DATE_KEY}:`, `${SECTIONS_KEY}:`];
  const kept = (match[1] ?? '')
    .split(/\r?\n/)
    .filter((line) => !ours.some((key) => line.startsWith(key)) && !SECTION_LINE.test(line) && line !== '');
  return `---\n${[...kept, ...lines].join('\n')}\n---\n${translationText.slice(match[0].length)}`;
}
