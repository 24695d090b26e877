import React, { useEffect, useId, useState, type SubmitEvent, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { feedbackCommand, FEEDBACK_COMMENT_MAX_LENGTH, type FeedbackVote } from '../../analytics';
import { sendToAnalytics } from '../../gtag';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import { readStoredVote, storeVote } from '../../feedbackStorage';
import styles from './styles.module.css';

const VOTE_LABELS: Record<FeedbackVote, TranslationKey> = { yes: 'feedback.yes', no: 'feedback.no' };
const COMMENT_LABELS: Record<FeedbackVote, TranslationKey> = { yes: 'feedback.comment.yes', no: 'feedback.comment.no' };

type Step = 'ask' | 'comment' | 'done';

/** "Was this page helpful?" at the end of every docs page: a vote, then an optional comment, sent to analytics. */
export default function PageFeedback(): ReactNode {
  const { pathname } = useLocation();
  const t = useTranslate();
  const commentId = useId();
  const [vote, setVote] = useState<FeedbackVote | null>(null);
  const [step, setStep] = useState<Step>('ask');
  const [comment, setComment] = useState('');

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored vote is read after hydration: the server has no storage
    setVote(readStoredVote(pathname));
    setStep('ask');
    setComment('');
  }, [pathname]);

  const onVote = (choice: FeedbackVote) => {
    setVote(choice);
    setStep('comment');
    storeVote(pathname, choice);
    sendToAnalytics(feedbackCommand(pathname, choice));
  };

  const onSend = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (vote && comment.trim()) {
      sendToAnalytics(feedbackCommand(pathname, vote, comment));
    }
    setStep('done');
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
      {step === 'comment' && vote && (
        <form className={styles.form} onSubmit={onSend}>
          <label htmlFor={commentId}>{t(COMMENT_LABELS[vote])}</label>
          <textarea
            id={commentId}
            className={styles.comment}
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit" className={styles.send}>
            {t('feedback.send')}
          </button>
        </form>
      )}
      {step !== 'ask' && (
        <p className={styles.status} role="status">
          {step === 'done' ? t('feedback.thanks') : ''}
        </p>
      )}
    </section>
  );
}
