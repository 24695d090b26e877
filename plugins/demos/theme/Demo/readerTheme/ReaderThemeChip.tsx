import React, { type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import styles from './ReaderThemeChip.module.css';
import '@x-docs/ui-messages/demo';

interface Props {
  /** Whether the reader turned their theme off on this page. */
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
}

/** "Your theme" on a demo the reader's theme applies to, with a way to turn it off on this page and back on. */
export default function ReaderThemeChip({ paused, onPausedChange }: Props): ReactNode {
  const t = useTranslate();
  return (
    <div className={styles.chip} data-reader-theme-chip={paused ? 'off' : 'on'}>
      <span className={styles.label}>{t(paused ? 'demo.readerTheme.off' : 'demo.readerTheme.chip')}</span>
      <button type="button" className={styles.action} title={t('demo.readerTheme.chipHint')} onClick={() => onPausedChange(!paused)}>
        {t(paused ? 'demo.readerTheme.turnOn' : 'demo.readerTheme.turnOff')}
      </button>
    </div>
  );
}
