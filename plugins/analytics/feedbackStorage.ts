import { readSessionJson, writeSessionJson, type SessionStorageProblem } from '@site/src/lib/sessionJson';
import type { FeedbackVote } from './analytics';

/** The key readers' browsers already hold for a page's vote. */
export function feedbackStorageKey(pathname: string): string {
  return `feedback-${pathname}`;
}

/** The stored vote of a page; anything else (corrupt, missing, no storage) is no vote. */
export function readStoredVote(pathname: string): FeedbackVote | null {
  try {
    const raw = window.localStorage.getItem(feedbackStorageKey(pathname));
    return raw === 'yes' || raw === 'no' ? raw : null;
  } catch {
    return null;
  }
}

export function storeVote(pathname: string, vote: FeedbackVote): void {
  try {
    window.localStorage.setItem(feedbackStorageKey(pathname), vote);
  } catch {
    // Storage can be disabled: the vote is still sent, only not remembered.
  }
}

/** A comment typed and not sent yet, kept for the browser tab's session so a reload, a navigation or Back keeps it. */
export interface CommentDraft {
  vote: FeedbackVote;
  comment: string;
}

export function commentDraftKey(pathname: string): string {
  return `feedback-draft-${pathname}`;
}

/** The page's unsent comment; anything else (corrupt, missing, no storage) is no draft. */
export function readCommentDraft(pathname: string): CommentDraft | null {
  const draft = readSessionJson(commentDraftKey(pathname));
  if (typeof draft !== 'object' || draft === null) return null;
  const { vote, comment } = draft as Record<string, unknown>;
  return (vote === 'yes' || vote === 'no') && typeof comment === 'string' && comment !== '' ? { vote, comment } : null;
}

/**
 * Keeps the draft, or forgets it (`null`, or an empty comment); null when done, else why the draft cannot be kept
 * (then the comment lasts only as long as the page).
 */
export function storeCommentDraft(pathname: string, draft: CommentDraft | null): SessionStorageProblem | null {
  return writeSessionJson(commentDraftKey(pathname), draft && draft.comment !== '' ? draft : null);
}
