import { useCallback, useEffect, useRef, useState } from 'react';

export interface CopyFeedback {
  /** The last copy succeeded, for `resetAfterMs`. */
  copied: boolean;
  /** The last copy failed (the browser refused the write, or the text could not be had), for `resetAfterMs`. */
  failed: boolean;
  /** Writes the text; resolves to whether it was written. */
  copy: (text: string) => Promise<boolean>;
  /** Reports a copy that failed before the write: the text could not be had. */
  fail: () => void;
  /**
   * Writes text that is still on its way (fetched on the click); resolves to `copied`, or to what failed: `load`
   * (the text could not be had) or `write` (the browser refused). Call it while the click is handled.
   */
  copyWhenReady: (text: Promise<string>) => Promise<'copied' | 'load' | 'write'>;
}

/**
 * Safari lets a page write to the clipboard only while it handles the reader's click, not once a fetch has come
 * back: the write starts at once with a ClipboardItem that waits for the text. Elsewhere (no ClipboardItem) the text
 * is written when it arrives.
 */
async function writeWhenReady(text: Promise<string>): Promise<void> {
  if (!navigator.clipboard) throw new Error('No clipboard');
  if (typeof ClipboardItem === 'function' && typeof navigator.clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** Writes text to the clipboard and reports for `resetAfterMs` whether it was copied or failed. */
export function useCopyFeedback(resetAfterMs: number): CopyFeedback {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: 'copied' | 'failed') => {
      setOutcome(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOutcome(null), resetAfterMs);
    },
    [resetAfterMs],
  );
  const copy = useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard) throw new Error('No clipboard');
        await navigator.clipboard.writeText(text);
      } catch (error) {
        console.warn('The clipboard write was refused:', error);
        show('failed');
        return false;
      }
      show('copied');
      return true;
    },
    [show],
  );
  const fail = useCallback(() => show('failed'), [show]);
  const copyWhenReady = useCallback(
    async (text: Promise<string>) => {
      let loadError: unknown = null;
      const loaded = text.catch((error: unknown) => {
        loadError = error ?? new Error('No text');
        throw loadError;
      });
      // Handled below through loadError; without a clipboard nothing else ever awaits it.
      loaded.catch(() => undefined);
      try {
        await writeWhenReady(loaded);
      } catch (error) {
        console.warn(loadError ? 'The text to copy could not be loaded:' : 'The clipboard write was refused:', loadError ?? error);
        show('failed');
        return loadError ? 'load' : 'write';
      }
      show('copied');
      return 'copied';
    },
    [show],
  );
  return { copied: outcome === 'copied', failed: outcome === 'failed', copy, fail, copyWhenReady };
}
