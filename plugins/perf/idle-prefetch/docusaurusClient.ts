/**
 * Stands in for Docusaurus's `window.docusaurus` (see ./index.ts): the same
 * object, except that a prefetch is queued for an idle moment, where the
 * original runs it, a few at a time, and only for the page's previous and next
 * pages (readingPath.ts).
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import { browserIdleScheduler, createIdleQueue } from '../idleQueue';
import { onReadingPath } from './readingPath';

const queue = createIdleQueue((routePath: string) => {
  if (onReadingPath(routePath)) void docusaurus.prefetch(routePath);
}, browserIdleScheduler());

export default Object.freeze({
  ...docusaurus,
  /** Queues the route's prefetch; links do not read the result. */
  prefetch(routePath: string): false {
    queue.add(routePath);
    return false;
  },
});
