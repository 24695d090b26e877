/**
 * "This page holds work the reader would lose on a reload": the public signal
 * the service worker's update waits on (serviceWorker.ts). A feature holding
 * something the reader made and has not sent or saved (a typed comment, demo
 * edits) calls `holdUnsavedWork()` and releases it once the work is gone; the
 * page also counts as busy while the reader's focus is in a text field.
 */
import { useEffect } from 'react';

const holders = new Set<symbol>();

/** Marks the page as holding unsaved work until the returned function is called. */
export function holdUnsavedWork(): () => void {
  const holder = Symbol('unsaved work');
  holders.add(holder);
  return () => {
    holders.delete(holder);
  };
}

/** Holds the page's unsaved work while `unsaved` is true and the component is mounted. */
export function useUnsavedWork(unsaved: boolean): void {
  useEffect(() => (unsaved ? holdUnsavedWork() : undefined), [unsaved]);
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether `element` is one the reader types into: a text field, a text area or editable content. */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type) && !element.readOnly && !element.disabled;
  return element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** Whether a reload now would cost the reader something: held unsaved work, or focus in a text field. */
export function pageHoldsUnsavedWork(doc: Document = document): boolean {
  return holders.size > 0 || isTextEntry(doc.activeElement);
}
