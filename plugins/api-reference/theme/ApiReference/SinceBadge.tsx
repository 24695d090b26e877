import React, { type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';

/** "Since 8.14": the minor that introduced an API page, prop, slot or CSS class, when after the major's first release. */
export default function SinceBadge({ since }: { since: string | undefined }): ReactNode {
  const t = useTranslate();
  if (since === undefined) return null;
  return <span className={styles.since}>{t('apiReference.since', { version: since })}</span>;
}
