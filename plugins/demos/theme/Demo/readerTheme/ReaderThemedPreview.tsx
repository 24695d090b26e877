import React, { type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import { useReaderThemeChunk } from './useReaderThemeChunk';
import styles from '../styles.module.css';
import '@x-docs/ui-messages/demo';

/**
 * A demo's preview in the reader's theme (`json`, null for none). The chunk that checks and applies it loads with
 * the first demo that needs it; until then, or if it cannot load, the demo shows in the site's theme.
 */
export default function ReaderThemedPreview({ json, children }: { json: string | null; children: ReactNode }): ReactNode {
  const chunk = useReaderThemeChunk(json !== null);
  const t = useTranslate();
  if (json === null || chunk === null) return children;
  if (chunk === 'failed') {
    return (
      <>
        <p role="alert" className={styles.failure}>
          {t('demo.readerTheme.loadFailed')}
        </p>
        {children}
      </>
    );
  }
  return <chunk.ReaderThemeProvider json={json}>{children}</chunk.ReaderThemeProvider>;
}
