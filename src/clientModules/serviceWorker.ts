import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { siteBaseUrl, siteFields } from '@site/src/components/SiteFields';
import { registerServiceWorker, sameOriginUrls, shouldRegisterServiceWorker } from '@site/src/lib/serviceWorker';

const { serviceWorkerHost } = siteFields();

function start(): void {
  registerServiceWorker(`${siteBaseUrl()}sw.js`, {
    container: navigator.serviceWorker,
    hasFocus: () => document.hasFocus(),
    reload: () => window.location.reload(),
    loadedUrls: () =>
      sameOriginUrls([window.location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)], window.location.origin),
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
