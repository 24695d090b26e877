import React, { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useMountedAfterHydration } from '@site/src/lib/useMountedAfterHydration';
import { DemoDownloadError } from './DemoDownloadError';

type DemoModule = { default: ComponentType };

/**
 * A demo's component in a chunk of its own, which remarkDemos writes for each `<Demo src>` in place of a static
 * import. The page's chunk then carries its text only: Docusaurus waits for every chunk of a route before it shows
 * the route, so a link to a page with demos shows its text without waiting for the demos' packages, and a demo
 * downloads when it renders (near the viewport, after a link), with a Suspense boundary of its own.
 *
 * A loaded page renders it without that boundary, on the server and while the page hydrates:
 * - The server's bundle passes the module itself (`serverModule`), so the demo's markup is in the HTML where it
 *   stands. React's server renderer moves a large Suspense boundary's content to the end of the HTML, to be put back
 *   by an inline script after a delay; a boundary would therefore hide server-rendered demos at first paint.
 * - The browser's hydration then waits for the page's demo chunks (it runs as a transition, so the server's markup
 *   stays on screen meanwhile), as it did when the demos were part of the page's chunk.
 *
 * A failed download throws a `DemoDownloadError` to the demo's error boundary; its "Try again" renders the
 * component again, which downloads again.
 */
export function lazyDemo(load: () => Promise<DemoModule>, serverModule: DemoModule | null = null): ComponentType {
  let Current: ComponentType = serverModule ? serverModule.default : lazy(retryable);
  function retryable(): Promise<DemoModule> {
    return load().catch((error: unknown) => {
      Current = lazy(retryable);
      throw new DemoDownloadError(error);
    });
  }
  function LazyDemo(): ReactNode {
    if (!useMountedAfterHydration()) return <Current />;
    return (
      <Suspense fallback={<div aria-busy="true" />}>
        <Current />
      </Suspense>
    );
  }
  return LazyDemo;
}
