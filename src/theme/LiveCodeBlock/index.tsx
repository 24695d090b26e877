import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import LazyPart from '@theme/LazyPart';
import { useTranslate } from '@theme/Translations';
import { useNearViewport } from '@site/src/lib/useNearViewport';
import { isPlaygroundRoute } from '@site/src/lib/routing';
import '@x-docs/ui-messages/lazyPart';

type Props = WrapperProps<typeof LiveCodeBlockType>;

// The live editor (react-live, its transpiler and the scope) and the MUI scope around it are large: load them only
// on pages that have a live block instead of with every code block, and only once the block comes within a screen
// of the viewport, so a reader who never scrolls down to it does not download them.
const loadScopedLiveCodeBlock = () => import(/* webpackChunkName: "lazy-live-code" */ './ScopedLiveCodeBlock');
// The playground renders with MUI's default theme and no site settings (Root leaves it alone): the original as is.
const loadBareLiveCodeBlock = () => import(/* webpackChunkName: "lazy-live-code-playground" */ '@theme-original/LiveCodeBlock');

/**
 * Wrapped, not ejected: the original in the site's MUI scope (outside it on the playground), loaded on demand. If
 * its chunk fails to load (a flaky connection, a tab left open across a deployment), the block says so with Try
 * again and Reload page, and the page stays.
 */
export default function LiveCodeBlockLazy(props: Props): ReactNode {
  const t = useTranslate();
  const bare = isPlaygroundRoute(useLocation().pathname);
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const loading = <div ref={near ? undefined : placeholder} className="live-code-block-loading" aria-busy="true" />;
  if (!near) return loading;
  const load = bare ? loadBareLiveCodeBlock : loadScopedLiveCodeBlock;
  return <LazyPart load={load} props={props} label={t('lazyPart.liveCode')} loading={loading} />;
}
