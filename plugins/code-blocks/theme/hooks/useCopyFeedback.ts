import { useCallback, useEffect, useRef, useState } from 'react';

/** Writes text to the clipboard and reports `copied` for `resetAfterMs`; a refused write is ignored. */
export function useCopyFeedback(resetAfterMs: number): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        return;
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), resetAfterMs);
    },
    [resetAfterMs],
  );
  return { copied, copy };
}
