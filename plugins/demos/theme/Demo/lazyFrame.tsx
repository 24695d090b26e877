import React, { lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useMountedAfterHydration } from '@site/src/lib/useMountedAfterHydration';
import DemoErrorBoundary from './DemoErrorBoundary';
import { downloadFailed, downloadSucceeded } from './DemoDownloadError';
import type { DemoProps } from '.';

/** `@theme/Demo`'s module: the demo's frame (toolbar, code, MUI theme), which remarkDemos loads with `import()`. */
export interface DemoFrameModule {
  default: ComponentType<DemoProps>;
}

/** How one demo renders its frame, fixed at its first render so that it never swaps its tree (and loses its state). */
type FrameMode = 'loaded' | 'deferred' | 'hydrating' | 'after-hydration';

/** What a frame draws while it waits: its download, or its turn after the page's own commit. */
const busyBox = <div aria-busy="true" />;

/**
 * The page's `Demo`: the demo frame, `@theme/Demo`, downloaded beside the page instead of before it. The frame is
 * drawn with MUI, so a page that imported it would make a link wait for MUI's theming and Emotion before showing its
 * text; with this, the text shows with the page's own chunk and each demo's frame follows as soon as it has come.
 *
 * - The server's bundle passes the module itself (`serverFrame`): the frame's markup is in the HTML where it stands.
 * - In the browser the download starts at once: pageDemoFrame.ts calls this when the first page with demos is
 *   loaded, while Docusaurus loads that page's chunks, so it runs beside them rather than after the first render.
 * - One that hydrates from the server's markup waits for the download with that markup on screen (hydration is a
 *   transition). One that comes with a link shows an empty busy box until the frame arrives, and so does one whose
 *   frame has already arrived (from an earlier page), for one commit: it renders in a transition right after, so a
 *   link's page paints its text first (the nineteen frames of Charts › Bars took one task of about a second at 4×
 *   CPU in the page's own render).
 * - A failed download shows the demo's error box with "Try again" (DemoErrorBoundary), never the page's crash screen;
 *   one frame's successful retry brings the page's other failed frames too.
 */
export function lazyDemoFrame(load: () => Promise<DemoFrameModule>, serverFrame: DemoFrameModule | null = null): ComponentType<DemoProps> {
  if (serverFrame) return serverFrame.default;

  let Frame: ComponentType<DemoProps> | null = null;
  let attempt: Promise<DemoFrameModule> | null = null;
  function download(): Promise<DemoFrameModule> {
    attempt ??= load().then(
      (module) => {
        Frame = module.default;
        downloadSucceeded(load);
        return module;
      },
      (error: unknown) => {
        attempt = null;
        LazyFrame = lazy(download);
        throw downloadFailed(load, error);
      },
    );
    return attempt;
  }
  let LazyFrame = lazy(download);
  // A failure reaches the frames waiting for this download; a frame that renders after it downloads again.
  download().catch(() => undefined);

  function DemoFrame(props: DemoProps): ReactNode {
    const mountedAfterHydration = useMountedAfterHydration();
    const [mode, setMode] = useState<FrameMode>(() =>
      Frame ? (mountedAfterHydration ? 'deferred' : 'loaded') : mountedAfterHydration ? 'after-hydration' : 'hydrating',
    );
    useEffect(() => {
      if (mode === 'deferred') startTransition(() => setMode('loaded'));
    }, [mode]);
    // Each "Try again" renders this again, so that it takes the new download (a failed one is never retried).
    const [, setRetries] = useState(0);
    const retry = () => {
      setMode('after-hydration');
      setRetries((retries) => retries + 1);
    };
    // The boundary renders no markup of its own, so hydration finds the server's frame where it expects it. Its
    // "Try again" comes after hydration: the new download waits in a Suspense boundary of its own.
    return (
      <DemoErrorBoundary name={props.name} onReset={retry}>
        {mode === 'loaded' && Frame ? (
          <Frame {...props} />
        ) : mode === 'deferred' ? (
          busyBox
        ) : mode === 'after-hydration' ? (
          <Suspense fallback={busyBox}>
            <LazyFrame {...props} />
          </Suspense>
        ) : (
          <LazyFrame {...props} />
        )}
      </DemoErrorBoundary>
    );
  }
  return DemoFrame;
}
