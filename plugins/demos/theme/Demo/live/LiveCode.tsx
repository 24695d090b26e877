import React, { type ReactNode } from 'react';
import type { CodeVariant } from '@site/src/lib/preferences';
import { useTranslate } from '@theme/Translations';
import type { LiveEditing } from './useLiveEditing';
import styles from '../styles.module.css';

interface Props {
  name: string;
  codeVariant: CodeVariant;
  editing: LiveEditing;
  originalCode: string;
  /** Escape: the focus goes back to the toolbar's Edit button. */
  onLeave: () => void;
}

const OTHER: Record<CodeVariant, CodeVariant> = { TS: 'JS', JS: 'TS' };

/** The demo's code as an editor, with a line that says what the preview runs. */
export default function LiveCode({ name, codeVariant, editing, originalCode, onLeave }: Props): ReactNode {
  const t = useTranslate();
  const { runtime, failed, edits } = editing;
  const variantName = codeVariant === 'TS' ? 'TypeScript' : 'JavaScript';
  const other = OTHER[codeVariant];
  if (failed) {
    return (
      <p role="alert" className={styles.failure}>
        {t('demo.edit.failed')}
      </p>
    );
  }
  if (!runtime) {
    return (
      <p role="status" className={styles.codeLoading}>
        {t('demo.edit.loading')}
      </p>
    );
  }
  const { DemoCodeEditor } = runtime.chunk;
  return (
    <div className={styles.code} data-demo-code={name} data-demo-editor>
      <p className={styles.editStatus} role="status">
        {edits[codeVariant] === undefined
          ? t('demo.edit.original', { variant: variantName })
          : t('demo.edit.edited', { variant: variantName })}
        {edits[other] !== undefined && ` ${t('demo.edit.otherKept', { variant: other })}`}
      </p>
      <DemoCodeEditor
        code={edits[codeVariant] ?? originalCode}
        language={codeVariant === 'JS' ? 'jsx' : 'tsx'}
        label={t('demo.edit.editorLabel', { variant: variantName, name })}
        onChange={(code) => editing.edit(codeVariant, code === originalCode ? undefined : code)}
        onEscape={onLeave}
      />
    </div>
  );
}
