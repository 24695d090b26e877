import React, { useId, useSyncExternalStore, type SubmitEvent, type ReactNode } from 'react';
import { FEEDBACK_COMMENT_MAX_LENGTH, type FeedbackVote } from '../../analytics';
import { analyticsOffReason, type AnalyticsOffReason } from '../../consent';
import { browserPrivacySignals, currentConsent, openConsentBanner, subscribeToConsentBanner } from '../../consentStore';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import { useSiteFields } from '@site/src/lib/siteConfig';
import type { SessionStorageProblem } from '@site/src/lib/sessionJson';
import styles from './styles.module.css';
import '@x-docs/ui-messages/cookies';
import '@x-docs/ui-messages/feedbackComment';

const COMMENT_LABELS: Record<FeedbackVote, TranslationKey> = { yes: 'feedbackComment.yes', no: 'feedbackComment.no' };
const OFF_REASONS: Record<AnalyticsOffReason, TranslationKey> = {
  notConfigured: 'feedbackComment.off.notConfigured',
  privacySignal: 'feedbackComment.off.privacySignal',
  noConsent: 'feedbackComment.off.noConsent',
};

/** Why a comment could not be sent now, following the reader's consent as it changes (here or in another tab). */
function useCommentOffReason(): AnalyticsOffReason | null {
  const { gaMeasurementId } = useSiteFields();
  const consent = useSyncExternalStore(subscribeToConsentBanner, currentConsent, () => null);
  return analyticsOffReason(gaMeasurementId, consent, browserPrivacySignals());
}

export interface FeedbackCommentProps {
  vote: FeedbackVote;
  step: 'comment' | 'done';
  comment: string;
  draftProblem: SessionStorageProblem | null;
  onType: (text: string) => void;
  onSend: (event: SubmitEvent<HTMLFormElement>) => void;
  onDiscard: () => void;
}

/**
 * What follows a vote (PageFeedback loads it then): the optional comment, or why none can be sent, and the thanks.
 * The comment and its draft are PageFeedback's, which keeps them when the reader changes the vote.
 */
export default function FeedbackComment({ vote, step, comment, draftProblem, onType, onSend, onDiscard }: FeedbackCommentProps): ReactNode {
  const t = useTranslate();
  const commentId = useId();
  const offReason = useCommentOffReason();
  return (
    <>
      {step === 'comment' && offReason === null && (
        <form className={styles.form} onSubmit={onSend}>
          <label htmlFor={commentId}>{t(COMMENT_LABELS[vote])}</label>
          <textarea
            id={commentId}
            className={styles.comment}
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => onType(event.target.value)}
          />
          {draftProblem && comment !== '' && (
            <p className={styles.off}>
              {t(draftProblem === 'quota' ? 'feedbackComment.draft.quota' : 'feedbackComment.draft.unavailable')}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.send}>
              {t('feedbackComment.send')}
            </button>
            {comment !== '' && (
              <button type="button" className={styles.send} onClick={onDiscard}>
                {t('feedbackComment.discard')}
              </button>
            )}
          </div>
        </form>
      )}
      {step === 'comment' && offReason !== null && (
        <p className={styles.off}>
          {t(OFF_REASONS[offReason])}{' '}
          {offReason === 'noConsent' && (
            <button type="button" className={styles.link} onClick={openConsentBanner}>
              {t('cookies.preferences')}
            </button>
          )}
        </p>
      )}
      <p className={styles.status} role="status">
        {step === 'done' ? t('feedbackComment.thanks') : ''}
      </p>
    </>
  );
}
