import { useEffect, useState } from 'react';
import { loadReaderThemeChunk, type ReaderThemeChunk } from '@theme/SiteSettings';

let loaded: ReaderThemeChunk | null = null;

/** The reader-theme chunk, loaded once for the whole page; a failed load is tried again by the next caller. */
export function readerThemeChunk(): Promise<ReaderThemeChunk> {
  if (loaded) return Promise.resolve(loaded);
  return loadReaderThemeChunk().then((chunk) => {
    loaded = chunk;
    return chunk;
  });
}

/** The chunk once `needed` (null until it arrives, `failed` if it could not load); at once if loaded before. */
export function useReaderThemeChunk(needed: boolean): ReaderThemeChunk | 'failed' | null {
  const [chunk, setChunk] = useState<ReaderThemeChunk | 'failed' | null>(loaded);
  useEffect(() => {
    if (!needed || chunk) return undefined;
    let current = true;
    readerThemeChunk().then(
      (module) => current && setChunk(module),
      (error: unknown) => {
        console.warn("The reader's theme could not be loaded:", error);
        if (current) setChunk('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [needed, chunk]);
  return chunk;
}
