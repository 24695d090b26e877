import React, { type ReactNode } from 'react';
import { useTranslate } from '@theme/Translations';
import type { DemoCodeError } from './compileDemo';
import styles from '../styles.module.css';
import '@x-docs/ui-messages/demo';

/** What the reader reads under the preview when their code does not run: the message, and its line when known. */
export default function CodeErrorMessage({ error }: { error: DemoCodeError }): ReactNode {
  const t = useTranslate();
  const message =
    error.kind === 'missing-module'
      ? t('demo.edit.missingModule', { specifier: error.message })
      : error.kind === 'missing-export'
        ? t('demo.edit.missingExport', { name: error.message, specifier: error.module ?? '' })
        : error.kind === 'no-default-export'
          ? t('demo.edit.noDefaultExport')
          : error.kind === 'stopped'
            ? t('demo.edit.stopped')
            : error.message;
  return (
    <p role="alert" className={styles.codeError}>
      {error.line === null ? message : t('demo.edit.errorAtLine', { line: String(error.line), message })}
    </p>
  );
}
