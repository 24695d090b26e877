import React, { type ReactNode } from 'react';
import type { CodeVariant } from '@site/src/lib/preferences';
import { useTranslate } from '@theme/Translations';
import DemoCodeEditor from './DemoCodeEditor';
import styles from '../styles.module.css';
import '@x-docs/ui-messages/demo';

export interface EditorPanelProps {
  name: string;
  codeVariant: CodeVariant;
  /** The reader's code in each variant they have edited. */
  edits: Partial<Record<CodeVariant, string>>;
  originalCode: string;
  /** Code from a link, shown read-only and run by nothing until the reader presses Run in the link's notice. */
  sharedCode?: string;
  /** The reader opened the editor: the caret goes into it once it shows. */
  takesFocus: boolean;
  onChange: (code: string) => void;
  /** Escape: the focus goes back to the toolbar's Edit button. */
  onLeave: () => void;
}

const OTHER: Record<CodeVariant, CodeVariant> = { TS: 'JS', JS: 'TS' };

/** The demo's code as an editor, under a line that says which code the preview runs. */
export default function EditorPanel({
  name,
  codeVariant,
  edits,
  originalCode,
  sharedCode,
  takesFocus,
  onChange,
  onLeave,
}: EditorPanelProps): ReactNode {
  const t = useTranslate();
  const variantName = codeVariant === 'TS' ? 'TypeScript' : 'JavaScript';
  const other = OTHER[codeVariant];
  return (
    <div className={styles.code} data-demo-code={name} data-demo-editor>
      {/* Over code from a link, the link's notice says what the preview runs. */}
      {sharedCode === undefined && (
        <p className={styles.editStatus} role="status">
          {edits[codeVariant] === undefined
            ? t('demo.edit.original', { variant: variantName })
            : t('demo.edit.edited', { variant: variantName })}
          {edits[other] !== undefined && ` ${t('demo.edit.otherKept', { variant: other })}`}
        </p>
      )}
      <DemoCodeEditor
        code={sharedCode ?? edits[codeVariant] ?? originalCode}
        language={codeVariant === 'JS' ? 'jsx' : 'tsx'}
        label={t(sharedCode === undefined ? 'demo.edit.editorLabel' : 'demo.share.editorLabel', { variant: variantName, name })}
        onChange={onChange}
        onEscape={onLeave}
        readOnly={sharedCode !== undefined}
        takesFocus={takesFocus}
      />
    </div>
  );
}
