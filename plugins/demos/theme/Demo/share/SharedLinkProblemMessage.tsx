import React, { type ReactNode } from 'react';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import { SHARED_CODE_MAX_CHARS } from './sharedEditHash';
import type { SharedLinkProblem } from './useSharedEditLink';
import styles from '../styles.module.css';
import '@x-docs/ui-messages/demo';

const REASONS: Record<SharedLinkProblem, TranslationKey> = {
  version: 'demo.share.problem.version',
  tooLong: 'demo.share.problem.tooLong',
  fields: 'demo.share.problem.fields',
  encoding: 'demo.share.problem.damaged',
  compression: 'demo.share.problem.damaged',
  codeTooLong: 'demo.share.problem.codeTooLong',
  styling: 'demo.share.problem.styling',
  load: 'demo.share.problem.load',
};

interface Props {
  problem: SharedLinkProblem;
  /** The styling the link asked for, by its name on screen, when the demo has no such variant. */
  stylingName: string | null;
  onDismiss: () => void;
}

/** Under a demo whose link could not be read: why, and that nothing from it ran. Part of the demo, not of the decoder's chunk, which may be what failed. */
export default function SharedLinkProblemMessage({ problem, stylingName, onDismiss }: Props): ReactNode {
  const t = useTranslate();
  const reason = t(REASONS[problem], { size: String(SHARED_CODE_MAX_CHARS), styling: stylingName ?? '' });
  return (
    <p role="alert" className={styles.failure} data-shared-edit-problem>
      {t('demo.share.invalid', { reason })}{' '}
      <button type="button" className={styles.inlineAction} onClick={onDismiss}>
        {t('demo.share.dismiss')}
      </button>
    </p>
  );
}
