import React, { type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';
import '@x-docs/ui-messages/ads';

/** Shown to some readers whose ad blocker keeps the network's ad out. */
export default function BlockerMessage(): ReactNode {
  const t = useTranslate();
  return (
    <div className={`${styles.card} ${styles.message}`}>
      <svg className={styles.messageIcon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.4-9.2C1.3 8.7 3.3 5 6.8 5c2 0 3.6 1.1 5.2 3 1.6-1.9 3.2-3 5.2-3 3.5 0 5.5 3.7 4.2 6.8C19.5 16.4 12 21 12 21Z" />
      </svg>
      <span className={styles.cardText}>
        <strong>{t('ads.blocker.title')}</strong> — {t('ads.blocker.body')}
      </span>
    </div>
  );
}
