import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { CodeLinesProps } from './types';

type HighlightedLinesModule = typeof import('./HighlightedLines');

let loaded: HighlightedLinesModule | undefined;
let loading: Promise<HighlightedLinesModule> | undefined;

function loadHighlightedLines(): Promise<HighlightedLinesModule> {
  loading ??= import('./HighlightedLines').then((module) => (loaded = module));
  return loading;
}

/**
 * The component that renders Prism's highlighted lines once Prism has loaded,
 * or null until then. `wanted` starts the load: a block whose server-rendered
 * lines are still on the page does not need Prism.
 */
export function useHighlightedLines(wanted: boolean): ComponentType<CodeLinesProps> | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return undefined;
    let mounted = true;
    loadHighlightedLines().then(
      // A transition: the page's blocks highlight in slices the reader's input can come between, not in one long task.
      (next) => mounted && startTransition(() => setModule(next)),
      // A failed download leaves the lines unhighlighted, which is still readable code.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [wanted, module]);
  return module?.default ?? null;
}
