import React, { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { feedbackCommand, FEEDBACK_COMMENT_MAX_LENGTH, type FeedbackVote } from '@site/src/lib/analytics';
import { sendToAnalytics } from '@site/src/lib/gtag';
import { readStoredVote, storeVote } from './feedbackStorage';
import styles from './styles.module.css';

const TEXT = {
  question: 'Was this page helpful?',
  yes: 'Yes',
  no: 'No',
  commentLabel: { yes: 'What did you find useful? (optional)', no: 'What was missing or unclear? (optional)' },
  send: 'Send',
  thanks: 'Thank you for your feedback.',
} as const;

type Step = 'ask' | 'comment' | 'done';

/** "Was this page helpful?" at the end of every docs page: a vote, then an optional comment, sent to analytics. */
export default function PageFeedback(): ReactNode {
  const { pathname } = useLocation();
  const commentId = useId();
  const [vote, setVote] = useState<FeedbackVote | null>(null);
  const [step, setStep] = useState<Step>('ask');
  const [comment, setComment] = useState('');

  useEffect(() => {
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

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (vote && comment.trim()) {
      sendToAnalytics(feedbackCommand(pathname, vote, comment));
    }
    setStep('done');
  };

  return (
    <section className={styles.feedback} aria-label={TEXT.question}>
      <div className={styles.row}>
        <span className={styles.question}>{TEXT.question}</span>
        {(['yes', 'no'] as const).map((choice) => (
          <button key={choice} type="button" className={styles.vote} aria-pressed={vote === choice} onClick={() => onVote(choice)}>
            {TEXT[choice]}
          </button>
        ))}
      </div>
      {step === 'comment' && vote && (
        <form className={styles.form} onSubmit={onSend}>
          <label htmlFor={commentId}>{TEXT.commentLabel[vote]}</label>
          <textarea
            id={commentId}
            className={styles.comment}
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit" className={styles.send}>
            {TEXT.send}
          </button>
        </form>
      )}
      {step !== 'ask' && (
        <p className={styles.status} role="status">
          {step === 'done' ? TEXT.thanks : ''}
        </p>
      )}
    </section>
  );
}
