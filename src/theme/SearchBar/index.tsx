/**
 * The site's own search box on Pagefind (plugins/search writes the index after the build). The box itself is plain
 * markup, rendered with the page, so the reader can type at once; what searches — Pagefind's client and the results
 * panel — loads when the reader first types, under the LazyPart boundary, which says so when it fails. With the
 * DocSearch settings, Docusaurus's DocSearch box replaces it.
 */
import React, { Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useHistory, useLocation } from '@docusaurus/router';
import { LazyPartBoundary, LazyPartNotice, useRetryableLazy } from '@theme/LazyPart';
import { useTranslate } from '@theme/Translations';
import { isMacPlatform, isSearchShortcut } from '@site/src/lib/searchShortcut';
import { loadPagefind } from '@site/src/lib/search/pagefindClient';
import styles from './styles.module.css';
import '@x-docs/ui-messages/lazyPart';
import '@x-docs/ui-messages/searchBox';

const loadDocSearchBar = () => import(/* webpackChunkName: "lazy-search" */ '@theme-original/SearchBar');

function useSearchPanel(indexUrl: string) {
  const load = useCallback(async () => {
    const [{ default: SearchPanel }, pagefind] = await Promise.all([
      import(/* webpackChunkName: "lazy-search" */ '@site/src/components/Search/SearchPanel'),
      loadPagefind(indexUrl),
    ]);
    return {
      default: (props: { query: string; id: string; onNavigate: () => void }) => <SearchPanel pagefind={pagefind} {...props} />,
    };
  }, [indexUrl]);
  return useRetryableLazy(load);
}

function DocSearchBar(): ReactNode {
  const [DocSearch, retry] = useRetryableLazy(loadDocSearchBar);
  const t = useTranslate();
  return (
    <LazyPartBoundary onRetry={retry} fallback={(retryNow) => <LazyPartNotice label={t('lazyPart.search')} onRetry={retryNow} />}>
      <Suspense fallback={null}>
        <DocSearch />
      </Suspense>
    </LazyPartBoundary>
  );
}

function PagefindSearchBar(): ReactNode {
  const t = useTranslate();
  const history = useHistory();
  const { pathname } = useLocation();
  const searchPage = useBaseUrl('/search/');
  const [query, setQuery] = useState('');
  // The page the panel was opened on: following a result to another page closes it.
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;
  const [shortcutHint, setShortcutHint] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const [SearchPanel, retry] = useSearchPanel(useBaseUrl('/pagefind/'));

  useEffect(() => {
    const isMac = isMacPlatform();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the platform is known after hydration only: the server renders no hint
    setShortcutHint(isMac ? '⌘K' : 'Ctrl K');
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, isMac)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // A click outside the box closes the panel.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpenOn(undefined);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = useCallback(() => setOpenOn(undefined), []);
  const showPanel = open && query.trim() !== '';
  // A key shows in the box at once; the panel follows in a render of its own that the next key can interrupt (its
  // results are a list drawn with MUI, and the render that first shows it also runs the panel's code). The whole
  // panel is one element, kept while the deferred query stays: a key's own render passes over it.
  const panelQuery = useDeferredValue(query);
  const panel = useMemo(
    () => (
      <LazyPartBoundary onRetry={retry} fallback={(retryNow) => <LazyPartNotice label={t('lazyPart.search')} onRetry={retryNow} />}>
        <Suspense
          fallback={
            <div role="status" className="search-panel-loading">
              {t('searchBox.loading')}
            </div>
          }
        >
          <SearchPanel query={panelQuery} id={panelId} onNavigate={close} />
        </Suspense>
      </LazyPartBoundary>
    ),
    [retry, t, SearchPanel, panelQuery, panelId, close],
  );
  const label = t('searchBox.label');
  return (
    <div ref={box} className={`navbar__search ${styles.box}`} role="search">
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M15.5 14h-.79l-.28-.27A6.471 6.471 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z"
        />
      </svg>
      <input
        ref={input}
        type="search"
        className={`navbar__search-input ${styles.input}`}
        placeholder={t('searchBox.placeholder')}
        aria-label={label}
        aria-controls={showPanel ? panelId : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpenOn(pathname);
        }}
        onFocus={() => setOpenOn(pathname)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
          if (event.key === 'Enter' && query.trim()) {
            close();
            history.push(`${searchPage}?q=${encodeURIComponent(query.trim())}`);
          }
        }}
      />
      {shortcutHint && !query && <kbd className={styles.hint}>{shortcutHint}</kbd>}
      {showPanel && <div className={styles.panel}>{panel}</div>}
    </div>
  );
}

export default function SearchBar(): ReactNode {
  const usesDocSearch = Boolean(useDocusaurusContext().siteConfig.themeConfig.algolia);
  return usesDocSearch ? <DocSearchBar /> : <PagefindSearchBar />;
}
