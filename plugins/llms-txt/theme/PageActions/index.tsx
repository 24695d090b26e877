import React, { useRef, useState, type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import LazyPart from '@theme/LazyPart';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';
import '@x-docs/ui-messages/pageActions';

// The menu, the copy and the prompts load when the pointer or the focus first reaches the buttons: a page that is
// only read carries the two buttons' markup and this file.
const loadPageActionsMenu = () => import(/* webpackChunkName: "lazy-page-actions" */ './PageActionsMenu');

/**
 * "Copy page" and its menu beside a docs page's title: the page's Markdown export for the clipboard, the export
 * itself, and the page opened in ChatGPT or Claude with a prompt naming it.
 */
export default function PageActions(): ReactNode {
  const { permalink, title } = useDoc().metadata;
  const t = useTranslate();
  const [prepared, setPrepared] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // A click of "Copy page" calls the loaded code's copy at once; one made before it has loaded is a request, carried
  // out when it has.
  const copyRef = useRef<(() => void) | null>(null);
  const [copyRequest, setCopyRequest] = useState(0);
  const menuButton = useRef<HTMLButtonElement>(null);
  const prepare = () => setPrepared(true);
  return (
    <div className={styles.actions} role="group" aria-label={t('pageActions.label')} onPointerEnter={prepare} onFocus={prepare}>
      <button
        type="button"
        className={styles.copy}
        onClick={() => {
          prepare();
          if (copyRef.current) copyRef.current();
          else setCopyRequest((count) => count + 1);
        }}
        data-ga-event-category="page-actions"
        data-ga-event-action="copy-markdown"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z" />
        </svg>
        {t('pageActions.copy')}
      </button>
      <button
        ref={menuButton}
        type="button"
        className={styles.more}
        aria-label={t('pageActions.more')}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={() => {
          prepare();
          setMenuOpen((open) => !open);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M7 10l5 5 5-5H7Z" />
        </svg>
      </button>
      {prepared && (
        <LazyPart
          load={loadPageActionsMenu}
          props={{ permalink, title, menuAnchor: menuButton, menuOpen, onMenuClose: () => setMenuOpen(false), copyRequest, copyRef }}
          label={t('pageActions.label')}
        />
      )}
    </div>
  );
}
