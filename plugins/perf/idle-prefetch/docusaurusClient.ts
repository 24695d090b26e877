/**
 * Stands in for Docusaurus's `window.docusaurus` (see ./index.ts): the same
 * object, except that a prefetch is queued for an idle moment, where the
 * original runs it, a few at a time; and only the page's previous and next
 * pages are prefetched, once the reader reaches them (readingPath.ts).
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import { browserIdleScheduler, createIdleQueue } from '../idleQueue';
import { onReadingPath } from './readingPath';

const queue = createIdleQueue((routePath: string) => {
  void docusaurus.prefetch(routePath);
}, browserIdleScheduler());

export default Object.freeze({
  ...docusaurus,
  /** Queues the route's prefetch if it is on the reading path; links do not read the result. */
  prefetch(routePath: string): false {
    // Asked when a link comes into view: a sidebar link to the next page asks too, before the paginator is seen.
    if (onReadingPath(routePath)) queue.add(routePath);
    return false;
  },
});
