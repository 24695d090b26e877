import React, { Suspense, lazy, type ReactNode } from 'react';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof LiveCodeBlockType>;

// The live editor (react-live, its transpiler and the scope) is large: load it
// only on pages that have a live block instead of with every code block.
const OriginalLiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

/** Wrapped, not ejected: the original, loaded on demand. */
export default function LiveCodeBlockLazy(props: Props): ReactNode {
  return (
    <Suspense fallback={<div className="live-code-block-loading" aria-busy="true" />}>
      <OriginalLiveCodeBlock {...props} />
    </Suspense>
  );
}
