import React, { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useMountedAfterHydration } from '@site/src/lib/useMountedAfterHydration';
import { downloadFailed, downloadSucceeded } from './DemoDownloadError';
import type { LoadDemoSources } from './useDemoSources';

/**
 * A page's demos module (remarkDemos writes it): each demo's component under the identifier the page gives it, and
 * the loader of its sources as `<identifier>Sources`.
 */
export type PageDemos = Record<string, unknown>;

/**
 * The demo exported as `name` by the page's demos module, which remarkDemos writes for the `<Demo src>`s of a page in
 * place of static imports. The page's chunk then carries its text only: Docusaurus waits for every chunk of a route
 * before it shows the route, so a link to a page with demos shows its text without waiting for the demos' packages.
 * The demos' chunk downloads when the first demo renders (near the viewport, after a link), each demo with a Suspense
 * boundary of its own.
 *
 * A loaded page renders it without that boundary, on the server and while the page hydrates:
 * - The server's bundle passes the module itself (`serverPageDemos`), so the demo's markup is in the HTML where it
 *   stands. React's server renderer moves a large Suspense boundary's content to the end of the HTML, to be put back
 *   by an inline script after a delay; a boundary would therefore hide server-rendered demos at first paint.
 * - The browser's hydration then waits for the page's demos chunk (it runs as a transition, so the server's markup
 *   stays on screen meanwhile), as it did when the demos were part of the page's chunk.
 *
 * A failed download throws a `DemoDownloadError` to the demo's error boundary; its "Try again" renders the
 * component again, which downloads again, and once the chunk has come the page's other failed demos render too.
 */
export function lazyDemo(loadPageDemos: () => Promise<PageDemos>, name: string, serverPageDemos: PageDemos | null = null): ComponentType {
  const serverComponent = serverPageDemos?.[name] as ComponentType | undefined;
  let Current: ComponentType = serverComponent ?? lazy(retryable);
  function retryable(): Promise<{ default: ComponentType }> {
    return loadPageDemos().then(
      (demos) => {
        downloadSucceeded(loadPageDemos);
        const component = demos[name];
        if (typeof component !== 'function') throw new Error(`The page's demos module exports no ${name}.`);
        return { default: component as ComponentType };
      },
      (error: unknown) => {
        Current = lazy(retryable);
        throw downloadFailed(loadPageDemos, error);
      },
    );
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

/** The loader of the sources of the page's demo `name`, which its demos module holds (remarkDemos says why). */
export function lazyDemoSources(loadPageDemos: () => Promise<PageDemos>, name: string): LoadDemoSources {
  return () =>
    loadPageDemos().then((demos) => {
      const load = demos[`${name}Sources`];
      if (typeof load !== 'function') throw new Error(`The page's demos module exports no sources for ${name}.`);
      return (load as LoadDemoSources)();
    });
}
