import React, { useEffect, useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { CodeVariant } from '@site/src/lib/preferences';
import { useTranslate } from '@theme/Translations';
import styles from './styles.module.css';

interface Props {
  variant: CodeVariant;
  /** The reader has edited this code themselves: the preview runs their edit, which running the link's code replaces. */
  replacesOwnEdit: boolean;
  onRun: () => void;
  onBack: () => void;
}

/**
 * Says that the editor holds code from a link, which has not run, with Run and Back to the original. It takes the
 * focus when it appears, so that a keyboard's next Tab reaches Run and a screen reader reads it first.
 */
export default function SharedEditNotice({ variant, replacesOwnEdit, onRun, onBack }: Props): ReactNode {
  const t = useTranslate();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus({ preventScroll: true }), []);
  return (
    <div ref={notice} role="status" tabIndex={-1} className={styles.notice} data-shared-edit-notice>
      <p className={styles.message}>
        {t('demo.share.pending', { variant: variant === 'TS' ? 'TypeScript' : 'JavaScript' })}
        {` ${t(replacesOwnEdit ? 'demo.share.replacesEdit' : 'demo.share.previewOriginal')}`}
      </p>
      <div className={styles.actions}>
        <Button variant="contained" size="small" onClick={onRun}>
          {t('demo.share.run')}
        </Button>
        <Button variant="outlined" size="small" onClick={onBack}>
          {t('demo.share.back')}
        </Button>
      </div>
    </div>
  );
}
