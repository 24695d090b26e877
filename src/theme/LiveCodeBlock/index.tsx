import React, { Suspense, lazy, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import { isPlaygroundRoute } from '@site/src/lib/routing';

type Props = WrapperProps<typeof LiveCodeBlockType>;

// The live editor (react-live, its transpiler and the scope) is large: load it
// only on pages that have a live block instead of with every code block.
const OriginalLiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));
// Live blocks render MUI components, so they bring the site theme with them (text pages carry none).
const SiteThemeProvider = lazy(() => import('@site/src/components/SiteTheme'));

/** Wrapped, not ejected: the original, loaded on demand, in the site theme (MUI's default theme on /playground). */
export default function LiveCodeBlockLazy(props: Props): ReactNode {
  const { pathname } = useLocation();
  const block = <OriginalLiveCodeBlock {...props} />;
  return (
    <Suspense fallback={<div className="live-code-block-loading" aria-busy="true" />}>
      {isPlaygroundRoute(pathname) ? block : <SiteThemeProvider>{block}</SiteThemeProvider>}
    </Suspense>
  );
}
