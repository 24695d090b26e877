import React, { useEffect, useState, type SubmitEvent, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import LazyPart from '@theme/LazyPart';
import { feedbackCommand, type FeedbackVote } from '../../analytics';
import { sendToAnalytics } from '../../gtag';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import { useUnsavedWork } from '@site/plugins/offline/unsavedWork';
import { readCommentDraft, readStoredVote, storeCommentDraft, storeVote } from '../../feedbackStorage';
import type { SessionStorageProblem } from '@site/src/lib/sessionJson';
import styles from './styles.module.css';
import '@x-docs/ui-messages/feedback';

const VOTE_LABELS: Record<FeedbackVote, TranslationKey> = { yes: 'feedback.yes', no: 'feedback.no' };

// What follows a vote loads with the vote: most readers never vote, and their pages need none of it.
const loadFeedbackComment = () => import(/* webpackChunkName: "lazy-feedback-comment" */ './FeedbackComment');

type Step = 'ask' | 'comment' | 'done';

/**
 * "Was this page helpful?" at the end of every docs page: a vote, then an optional comment, sent to analytics. The
 * comment box is offered only when the comment can be sent; a typed comment is kept until it is sent or discarded.
 */
export default function PageFeedback(): ReactNode {
  const { pathname } = useLocation();
  const t = useTranslate();
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
      {step !== 'ask' && vote && (
        <LazyPart
          load={loadFeedbackComment}
          props={{ vote, step, comment, draftProblem, onType, onSend, onDiscard }}
          label={t('feedback.commentPart')}
        />
      )}
    </section>
  );
}
