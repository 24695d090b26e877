/**
 * The page's signal that a reader has edited a demo: each edited demo's root carries `data-unsaved-work` while its
 * edits differ from the original. Whatever would reload the page on its own (a service worker's update) asks first.
 */
export const UNSAVED_WORK_ATTRIBUTE = 'data-unsaved-work';

/** True while a demo on the page holds the reader's edits. */
export function hasUnsavedDemoEdits(root: ParentNode = document): boolean {
  return root.querySelector(`[${UNSAVED_WORK_ATTRIBUTE}]`) !== null;
}
