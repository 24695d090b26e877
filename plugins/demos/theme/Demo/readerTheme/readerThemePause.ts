import { useSyncExternalStore } from 'react';

/** The pages (pathnames) whose demos the reader turned their theme off on, for as long as the site stays open. */
const pausedPages = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Whether the reader turned their theme off on this page (from a demo's chip); it stays stored for other pages. */
export function useReaderThemePaused(pathname: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pausedPages.has(pathname),
    () => false,
  );
}

export function setReaderThemePaused(pathname: string, paused: boolean): void {
  if (paused) pausedPages.add(pathname);
  else pausedPages.delete(pathname);
  for (const listener of listeners) listener();
}
