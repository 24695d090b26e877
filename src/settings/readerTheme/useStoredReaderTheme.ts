import { useSyncExternalStore } from 'react';
import { READER_THEME_STORAGE_KEY, readStoredReaderTheme, writeStoredReaderTheme } from './storedReaderTheme';

const listeners = new Set<() => void>();
/** The page's copy of the stored text: read once, then changed by `setStoredReaderTheme` and other tabs. */
let current: string | null | undefined;

function storage(): Storage {
  return window.localStorage;
}

function currentReaderTheme(): string | null {
  if (current === undefined) current = readStoredReaderTheme(storage);
  return current;
}

function publish(json: string | null): void {
  if (json === current) return;
  current = json;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === READER_THEME_STORAGE_KEY || event.key === null) publish(readStoredReaderTheme(storage));
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * The reader's theme text, or null. Null on the server and while hydrating (the server cannot know it), then the
 * stored one; it follows the drawer and other tabs.
 */
export function useStoredReaderTheme(): string | null {
  return useSyncExternalStore(subscribe, currentReaderTheme, () => null);
}

/**
 * Applies the theme text (already validated) to the page's demos, or removes it (null), and keeps it for the next
 * visits; false when storage refused, and then it lasts until the page is left.
 */
export function setStoredReaderTheme(json: string | null): boolean {
  const kept = writeStoredReaderTheme(json, storage);
  publish(json);
  return kept;
}
