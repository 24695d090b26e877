import React, { useEffect, useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { CodeVariant } from '@site/src/lib/preferences';
import { useTranslate } from '@theme/Translations';
import '@x-docs/ui-messages/demo';

// Styled here rather than in a CSS module: the site's CSS modules all go into the one stylesheet every page loads,
// and this notice is for the readers who open a shared link only.
const Notice = styled('div')({
  margin: '0.5rem 0 0',
  padding: '0.5rem 0.75rem',
  border: '1px solid var(--ifm-color-warning-dark)',
  borderRadius: 8,
  fontSize: '0.875rem',
  // Focused by script so that the next Tab reaches Run; its buttons show the focus a reader moves.
  '&:focus': { outline: 'none' },
  '& > p': { margin: '0 0 0.5rem' },
});

const Actions = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });

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
    <Notice ref={notice} role="status" tabIndex={-1} data-shared-edit-notice>
      <p>
        {t('demo.share.pending', {
          variant: variant === 'TS' ? 'TypeScript' : 'JavaScript',
          preview: t(replacesOwnEdit ? 'demo.share.replacesEdit' : 'demo.share.previewOriginal'),
        })}
      </p>
      <Actions>
        <Button variant="contained" size="small" onClick={onRun}>
          {t('demo.share.run')}
        </Button>
        <Button variant="outlined" size="small" onClick={onBack}>
          {t('demo.share.back')}
        </Button>
      </Actions>
    </Notice>
  );
}
