import React, { useEffect, useId, useState, useSyncExternalStore, type SubmitEvent, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { feedbackCommand, FEEDBACK_COMMENT_MAX_LENGTH, type FeedbackVote } from '../../analytics';
import { analyticsOffReason, type AnalyticsOffReason } from '../../consent';
import { browserPrivacySignals, currentConsent, openConsentBanner, subscribeToConsentBanner } from '../../consentStore';
import { sendToAnalytics } from '../../gtag';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import { useSiteFields } from '@site/src/lib/siteConfig';
import { useUnsavedWork } from '@site/plugins/offline/unsavedWork';
import { readCommentDraft, readStoredVote, storeCommentDraft, storeVote } from '../../feedbackStorage';
import type { SessionStorageProblem } from '@site/src/lib/sessionJson';
import styles from './styles.module.css';

const VOTE_LABELS: Record<FeedbackVote, TranslationKey> = { yes: 'feedback.yes', no: 'feedback.no' };
const COMMENT_LABELS: Record<FeedbackVote, TranslationKey> = { yes: 'feedback.comment.yes', no: 'feedback.comment.no' };
const OFF_REASONS: Record<AnalyticsOffReason, TranslationKey> = {
  notConfigured: 'feedback.off.notConfigured',
  privacySignal: 'feedback.off.privacySignal',
  noConsent: 'feedback.off.noConsent',
};

type Step = 'ask' | 'comment' | 'done';

/** Why a comment could not be sent now, following the reader's consent as it changes (here or in another tab). */
function useCommentOffReason(): AnalyticsOffReason | null {
  const { gaMeasurementId } = useSiteFields();
  const consent = useSyncExternalStore(subscribeToConsentBanner, currentConsent, () => null);
  return analyticsOffReason(gaMeasurementId, consent, browserPrivacySignals());
}

/**
 * "Was this page helpful?" at the end of every docs page: a vote, then an optional comment, sent to analytics. The
 * comment box is offered only when the comment can be sent; a typed comment is kept until it is sent or discarded.
 */
export default function PageFeedback(): ReactNode {
  const { pathname } = useLocation();
  const t = useTranslate();
  const commentId = useId();
  const offReason = useCommentOffReason();
  const [vote, setVote] = useState<FeedbackVote | null>(null);
  const [step, setStep] = useState<Step>('ask');
  const [comment, setComment] = useState('');
  const [draftProblem, setDraftProblem] = useState<SessionStorageProblem | null>(null);
  useUnsavedWork(step === 'comment' && comment.trim() !== '');

  useEffect(() => {
    // Read after hydration: the server has no storage.
    const draft = readCommentDraft(pathname);
    /* eslint-disable react-hooks/set-state-in-effect */
    setVote(draft?.vote ?? readStoredVote(pathname));
    setStep(draft ? 'comment' : 'ask');
    setComment(draft?.comment ?? '');
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [pathname]);

  const onVote = (choice: FeedbackVote) => {
    setVote(choice);
    setStep('comment');
    storeVote(pathname, choice);
    storeCommentDraft(pathname, { vote: choice, comment });
    sendToAnalytics(feedbackCommand(pathname, choice));
  };

  const onType = (text: string) => {
    setComment(text);
    if (vote) setDraftProblem(storeCommentDraft(pathname, { vote, comment: text }));
  };

  const onSend = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (vote && comment.trim()) {
      sendToAnalytics(feedbackCommand(pathname, vote, comment));
    }
    storeCommentDraft(pathname, null);
    setComment('');
    setStep('done');
  };

  const onDiscard = () => {
    storeCommentDraft(pathname, null);
    setComment('');
    setStep('ask');
  };

  return (
    <section className={styles.feedback} aria-label={t('feedback.question')}>
      <div className={styles.row}>
        <span className={styles.question}>{t('feedback.question')}</span>
        {(['yes', 'no'] as const).map((choice) => (
          <button key={choice} type="button" className={styles.vote} aria-pressed={vote === choice} onClick={() => onVote(choice)}>
            {t(VOTE_LABELS[choice])}
          </button>
        ))}
      </div>
      {step === 'comment' && vote && offReason === null && (
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
            <p className={styles.off}>{t(draftProblem === 'quota' ? 'feedback.draft.quota' : 'feedback.draft.unavailable')}</p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.send}>
              {t('feedback.send')}
            </button>
            {comment !== '' && (
              <button type="button" className={styles.send} onClick={onDiscard}>
                {t('feedback.discard')}
              </button>
            )}
          </div>
        </form>
      )}
      {step === 'comment' && vote && offReason !== null && (
        <p className={styles.off}>
          {t(OFF_REASONS[offReason])}{' '}
          {offReason === 'noConsent' && (
            <button type="button" className={styles.link} onClick={openConsentBanner}>
              {t('consent.preferences')}
            </button>
          )}
        </p>
      )}
      {step !== 'ask' && (
        <p className={styles.status} role="status">
          {step === 'done' ? t('feedback.thanks') : ''}
        </p>
      )}
    </section>
  );
}
