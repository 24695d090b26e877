/**
 * A demo's unsaved edits, kept in the tab's session storage per page and demo, so that a reload, a link followed and
 * Back bring them back. Storage that is missing or throws (private modes, a blocked site) keeps nothing and the
 * editor says so; a full storage is said too, never passed over.
 */
import type { CodeVariant } from '@site/src/lib/preferences';
import { readSessionJson, writeSessionJson, type SessionStorageProblem } from '@site/src/lib/sessionJson';

export type DemoEdits = Partial<Record<CodeVariant, string>>;

/** Why the edits could not be kept: the storage is full, or the browser gives none. */
export type SaveProblem = SessionStorageProblem;

const PREFIX = 'x-docs:demo-edits:';

/** The storage key of a demo's edits on a page (the path, without its query or hash). */
export function savedEditsKey(pathname: string, demoName: string): string {
  return `${PREFIX}${pathname}#${demoName}`;
}

/** The edits kept for `key`; none when there are none, the storage fails or what it holds is not edits. */
export function readSavedEdits(key: string, storage?: Storage | null): DemoEdits {
  const parsed = readSessionJson(key, storage);
  if (!parsed || typeof parsed !== 'object') return {};
  const edits: DemoEdits = {};
  for (const variant of ['TS', 'JS'] as const) {
    const code = (parsed as Record<string, unknown>)[variant];
    if (typeof code === 'string') edits[variant] = code;
  }
  return edits;
}

/** Keeps `edits` for `key` (forgets them when there are none); null when kept, else why not. */
export function writeSavedEdits(key: string, edits: DemoEdits, storage?: Storage | null): SaveProblem | null {
  return writeSessionJson(key, edits.TS === undefined && edits.JS === undefined ? null : edits, storage);
}
