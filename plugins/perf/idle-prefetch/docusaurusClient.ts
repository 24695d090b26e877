/**
 * Stands in for Docusaurus's `window.docusaurus` (see ./index.ts): the same
 * object, except that a prefetch is queued for an idle moment, where the
 * original runs it, a few at a time.
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import { browserIdleScheduler, createIdleQueue } from '../idleQueue';

const queue = createIdleQueue((routePath: string) => {
  void docusaurus.prefetch(routePath);
}, browserIdleScheduler());

export default Object.freeze({
  ...docusaurus,
  /** Queues the route's prefetch; links do not read the result. */
  prefetch(routePath: string): false {
    queue.add(routePath);
    return false;
  },
});
