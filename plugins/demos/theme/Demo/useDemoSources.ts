import { useCallback, useRef, useState } from 'react';
import type { DemoSources } from '../../demoSources';
import type { DemoScope } from './live/compileDemo';

/** The loader of a demo's sources and scope that plugins/demos writes into the page (theme/Demo/fetchDemoSources.ts). */
export type LoadDemoSources = () => Promise<{ default: DemoSources; scope: DemoScope }>;

/** A demo's sources, with the modules its edited code may import. */
export type LoadedDemoSources = DemoSources & { scope: DemoScope };

/**
 * A demo's whole sources, loaded the first time something needs them and kept. `load` shares one request between
 * callers; after a failure (`failed`) the next call tries again.
 */
export function useDemoSources(loadSources: LoadDemoSources): {
  sources: LoadedDemoSources | null;
  failed: boolean;
  load: () => Promise<LoadedDemoSources>;
} {
  const [sources, setSources] = useState<LoadedDemoSources | null>(null);
  const [failed, setFailed] = useState(false);
  const pending = useRef<Promise<LoadedDemoSources> | null>(null);
  // The page passes a new arrow function at each render, always to the same module: the first one is kept.
  const [loader] = useState(() => loadSources);
  const load = useCallback(() => {
    pending.current ??= loader().then(
      (module) => {
        const loaded = { ...module.default, scope: module.scope };
        setSources(loaded);
        setFailed(false);
        return loaded;
      },
      (error: unknown) => {
        pending.current = null;
        setFailed(true);
        throw error;
      },
    );
    return pending.current;
  }, [loader]);
  return { sources, failed, load };
}
