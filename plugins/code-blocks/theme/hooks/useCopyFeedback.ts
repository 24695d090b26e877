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
  return { copied: outcome === 'copied', failed: outcome === 'failed', copy, fail };
}
