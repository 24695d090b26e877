import React, { type ReactNode } from 'react';
import type { CodeVariant } from '@site/src/lib/preferences';
import { useTranslate } from '@theme/Translations';
import type { LiveEditing } from './useLiveEditing';
import styles from '../styles.module.css';
import '@x-docs/ui-messages/demo';

interface Props {
  name: string;
  codeVariant: CodeVariant;
  editing: LiveEditing;
  originalCode: string;
  /** Code from a link, not run yet: the editor shows it read-only. */
  sharedCode?: string;
  onLeave: () => void;
}

/** The editor once its chunk has loaded (`EditorPanel`), and what the reader sees until then or if it cannot load. */
export default function LiveCode({ name, codeVariant, editing, originalCode, sharedCode, onLeave }: Props): ReactNode {
  const t = useTranslate();
  if (editing.failed) {
    return (
      <p role="alert" className={styles.failure}>
        {t('demo.edit.failed')}
      </p>
    );
  }
  if (!editing.runtime) {
    return (
      <p role="status" className={styles.codeLoading}>
        {t('demo.edit.loading')}
      </p>
    );
  }
  const { EditorPanel } = editing.runtime.chunk;
  return (
    <EditorPanel
      name={name}
      codeVariant={codeVariant}
      edits={editing.edits}
      originalCode={originalCode}
      sharedCode={sharedCode}
      takesFocus={editing.editorTakesFocus}
      onChange={(code) => editing.edit(codeVariant, code === originalCode ? undefined : code)}
      onLeave={onLeave}
    />
  );
}
