import React, { Suspense, lazy, type ReactNode } from 'react';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import { useNearViewport } from '@site/src/lib/useNearViewport';

type Props = WrapperProps<typeof LiveCodeBlockType>;

// The live editor (react-live, its transpiler and the scope) is large: load it only on pages that have a live
// block instead of with every code block, and only once the block comes within a screen of the viewport, so a
// reader who never scrolls down to it does not download it.
const OriginalLiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

/** Wrapped, not ejected: the original, loaded on demand. */
export default function LiveCodeBlockLazy(props: Props): ReactNode {
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const loading = <div ref={near ? undefined : placeholder} className="live-code-block-loading" aria-busy="true" />;
  if (!near) return loading;
  return (
    <Suspense fallback={loading}>
      <OriginalLiveCodeBlock {...props} />
    </Suspense>
  );
}
