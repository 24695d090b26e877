/**
 * Wrapped, not ejected; a site swizzle rather than a theme component of
 * plugins/search, because theme-classic has a placeholder SearchBar and a
 * plugin's `@theme-init/SearchBar` would be that one. The local search box
 * brings the search client, its highlighter and autocomplete: code most
 * readers of a page never use. Until the reader reaches for search (pointer
 * over the box, focus, a tap or the keyboard shortcut), a look-alike box stands
 * in; then the real one replaces it, keeping the focus and whatever was typed
 * meanwhile.
 */
import React, { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { LazyPartBoundary, LazyPartNotice, useRetryableLazy } from '@theme/LazyPart';
import { useTranslate } from '@theme/Translations';
import SearchBarStandIn, { isSearchShortcut, STAND_IN_ATTRIBUTE } from './SearchBarStandIn';
import { handOver } from './handOver';

type Props = WrapperProps<typeof SearchBarType>;

const loadOriginalSearchBar = () => import(/* webpackChunkName: "lazy-search" */ '@theme-original/SearchBar');

/** Runs once its siblings in the same Suspense boundary are in the DOM, before the browser paints them. */
function OnMounted({ run }: { run: () => void }): null {
  useLayoutEffect(run, [run]);
  return null;
}

export default function SearchBarOnDemand(props: Props): ReactNode {
  // DocSearch loads its own dialog on demand: it needs no stand-in.
  const usesDocSearch = Boolean(useDocusaurusContext().siteConfig.themeConfig.algolia);
  const [wanted, setWanted] = useState(usesDocSearch);
  const [ready, setReady] = useState(usesDocSearch);
  const container = useRef<HTMLDivElement>(null);
  const want = useCallback(() => setWanted(true), []);
  const [OriginalSearchBar, retry] = useRetryableLazy(loadOriginalSearchBar);
  const t = useTranslate();

  // The shortcut focuses the stand-in at once, which loads the real box.
  useEffect(() => {
    if (ready) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      container.current?.querySelector<HTMLInputElement>(`[${STAND_IN_ATTRIBUTE}] input`)?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [ready]);

  const takeOver = useCallback(() => {
    const standIn = container.current?.querySelector<HTMLInputElement>(`[${STAND_IN_ATTRIBUTE}] input`);
    const real = container.current?.querySelector<HTMLInputElement>(`:scope > :not([${STAND_IN_ATTRIBUTE}]) input`);
    if (standIn && real) handOver(real, { value: standIn.value, focused: document.activeElement === standIn });
    setReady(true);
  }, []);

  return (
    <div ref={container} style={{ display: 'contents' }}>
      {!ready && <SearchBarStandIn onWanted={want} />}
      {wanted && (
        <LazyPartBoundary onRetry={retry} fallback={(retryNow) => <LazyPartNotice label={t('lazyPart.search')} onRetry={retryNow} />}>
          <Suspense fallback={null}>
            <OriginalSearchBar {...props} />
            <OnMounted run={takeOver} />
          </Suspense>
        </LazyPartBoundary>
      )}
    </div>
  );
}
