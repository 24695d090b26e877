/**
 * Values kept in the tab's session storage as JSON, for what a reader made on a page and has not sent or saved yet
 * (a demo's edits, a feedback comment). Storage that is missing or throws and a corrupt value read as nothing; a write
 * says why it could not keep the value, so the caller can tell the reader.
 */

/** Why a value could not be kept: the storage is full, or the browser gives none. */
export type SessionStorageProblem = 'quota' | 'unavailable';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The parsed value kept for `key`; null when there is none, the storage fails or the value is not JSON. */
export function readSessionJson(key: string, storage: Storage | null = sessionStore()): unknown {
  try {
    const stored = storage?.getItem(key) ?? null;
    return stored === null ? null : (JSON.parse(stored) as unknown);
  } catch {
    return null;
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

/** Keeps `value` for `key`, or forgets it (`null`); null when done, else why not. */
export function writeSessionJson(key: string, value: unknown, storage: Storage | null = sessionStore()): SessionStorageProblem | null {
  if (!storage) return 'unavailable';
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
    return null;
  } catch (error) {
    return isQuotaError(error) ? 'quota' : 'unavailable';
  }
}
