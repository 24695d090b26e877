import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { siteBaseUrl, siteFields } from '@site/src/lib/siteConfig';
import { pageHoldsUnsavedWork } from '../unsavedWork';
import { registerServiceWorker, shouldRegisterServiceWorker, urlsUnseenByWorker, type LoadEntry } from '../serviceWorker';

const { serviceWorkerHost } = siteFields();

function start(): void {
  registerServiceWorker(`${siteBaseUrl()}sw.js`, {
    container: navigator.serviceWorker,
    onReaderReturn: (listener) => {
      window.addEventListener('focus', listener);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') listener();
      });
    },
    holdsUnsavedWork: () => pageHoldsUnsavedWork(document),
    reload: () => window.location.reload(),
    watchLoadsUnseenByWorker: (report) => {
      const reportUnseen = (entries: readonly LoadEntry[]) => {
        const urls = urlsUnseenByWorker(entries, window.location.origin);
        if (urls.length > 0) {
          report(urls);
        }
      };
      const timings = (entries: PerformanceEntryList) => entries as PerformanceResourceTiming[];
      reportUnseen(timings([...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]));
      new PerformanceObserver((list) => reportUnseen(timings(list.getEntries()))).observe({ type: 'resource' });
    },
  }).catch((error: unknown) => {
    // Without a worker the site works as before, only not offline.
    console.warn('The service worker could not be registered:', error);
  });
}

if (
  ExecutionEnvironment.canUseDOM &&
  shouldRegisterServiceWorker({
    production: process.env.NODE_ENV === 'production',
    supported: 'serviceWorker' in navigator,
    hostname: window.location.hostname,
    docsHost: serviceWorkerHost,
  })
) {
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
  }
}
