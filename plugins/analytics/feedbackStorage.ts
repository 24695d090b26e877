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
