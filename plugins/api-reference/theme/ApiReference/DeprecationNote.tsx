import React, { type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import Html from './Html';
import styles from './styles.module.css';
import '@x-docs/ui-messages/apiReference';

/** "Deprecated" (or "Deprecated since 8.20") and the package's reason, at the top of a row's description. */
export default function DeprecationNote({ html, since }: { html: string; since?: string }): ReactNode {
  const t = useTranslate();
  return (
    <div className={styles.deprecated}>
      <strong>
        {since === undefined ? t('apiReference.table.deprecated') : t('apiReference.table.deprecatedSince', { version: since })}
      </strong>
      <Html html={html} />
    </div>
  );
}
