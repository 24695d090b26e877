/**
 * Offline reading: registering the service worker and taking its
 * updates. A new deployment's worker is told to skip waiting; once it is
 * activated, the page reloads the next time the reader comes back to it (its
 * window regains focus or its tab is shown again), never while they are away,
 * reading on, typing or holding unsaved work (unsavedWork.ts). Browser objects
 * are passed in, so this runs in tests too.
 */

/** The worker's cache of the pages readers have opened (plugins/offline), which the offline page lists. */
export const PAGES_CACHE_NAME = 'x-docs-pages';

/** Where the worker sends a reader who opens, offline, a page that was never saved; `from` names that page. */
export const OFFLINE_PAGE_PATH = 'x/offline/';

/** The pathname of the page a reader wanted, from the offline page's query string (`?from=/x/…/`), if it is one of ours. */
export function requestedPathname(search: string): string | null {
  const from = new URLSearchParams(search).get('from');
  return from && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

export interface SavedPage {
  pathname: string;
  title: string;
}

/** The pages of one locale among the worker's cached URLs, each once (`?utm_…` copies included), sorted by title. */
export function savedPagesOf(entries: readonly { url: string; html: string }[], baseUrl: string, offlinePath: string): SavedPage[] {
  const pages = new Map<string, SavedPage>();
  for (const { url, html } of entries) {
    const { pathname } = new URL(url);
    // The workers of both locales share the origin's caches: the English list leaves out /zh/ pages.
    const otherLocale = baseUrl === '/' && /^\/[a-z]{2}\//.test(pathname);
    if (!pathname.startsWith(baseUrl) || otherLocale || pathname === offlinePath || pages.has(pathname)) continue;
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() || pathname;
    pages.set(pathname, { pathname, title: decodeHtmlText(title) });
  }
  return [...pages.values()].sort((a, b) => a.title.localeCompare(b.title));
}

function decodeHtmlText(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[entity] ?? entity,
  );
}

/** The message workbox's generated worker answers with `skipWaiting()`. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export interface RegistrationConditions {
  production: boolean;
  supported: boolean;
  /** The host the page is served from (`location.hostname`). */
  hostname: string;
  /** The docs host the worker belongs to (customFields.serviceWorkerHost). */
  docsHost: string;
}

/** Only production builds on the docs host get a worker: not previews, mirrors or `npm start`. */
export function shouldRegisterServiceWorker({ production, supported, hostname, docsHost }: RegistrationConditions): boolean {
  return production && supported && docsHost !== '' && hostname.toLowerCase() === docsHost.toLowerCase();
}

/** The same-origin URLs among those a page loaded, without hashes, each once. */
export function sameOriginUrls(urls: readonly string[], origin: string): string[] {
  const kept = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url, origin);
      if (parsed.origin === origin) {
        parsed.hash = '';
        kept.add(parsed.href);
      }
    } catch {
      // A resource entry that is not a URL (never seen in practice) is skipped.
    }
  }
  return [...kept];
}

/** A navigation or resource timing entry: `workerStart` is 0 when no service worker handled the request. */
export interface LoadEntry {
  name: string;
  workerStart: number;
}

/** The same-origin URLs of the loads no worker handled: fetched before the worker controlled the page. */
export function urlsUnseenByWorker(entries: readonly LoadEntry[], origin: string): string[] {
  return sameOriginUrls(
    entries.filter((entry) => entry.workerStart === 0).map((entry) => entry.name),
    origin,
  );
}

export interface ServiceWorkerPage {
  container: Pick<ServiceWorkerContainer, 'register' | 'ready'>;
  /** Calls `listener` each time the reader comes back to the page: its window regains focus, or its tab is shown again. */
  onReaderReturn: (listener: () => void) => void;
  /** Whether a reload now would cost the reader something they typed or made (unsavedWork.ts). */
  holdsUnsavedWork: () => boolean;
  reload: () => void;
  /**
   * Calls `report` with the URLs the page loaded that the worker did not see: at once with those loaded so far,
   * then with each later batch (chunks that started before the worker took control of the page).
   */
  watchLoadsUnseenByWorker: (report: (urls: string[]) => void) => void;
}

/**
 * A page that just loaded has focus already: reloading it then would interrupt a reader who has just started reading
 * (a page opened right after a deployment). It waits for a return, and skips any return that finds the reader busy.
 */
function reloadOnReaderReturn(page: ServiceWorkerPage): void {
  let reloading = false;
  page.onReaderReturn(() => {
    if (!reloading && !page.holdsUnsavedWork()) {
      reloading = true;
      page.reload();
    }
  });
}

/** Sends an update worker `skipWaiting` once installed, then, once it is activated, reloads the page when the reader comes back. */
function takeOverWith(worker: ServiceWorker, page: ServiceWorkerPage): void {
  let toldToSkipWaiting = false;
  const follow = () => {
    if (worker.state === 'installed' && !toldToSkipWaiting) {
      toldToSkipWaiting = true;
      worker.postMessage(SKIP_WAITING_MESSAGE);
    } else if (worker.state === 'activated') {
      worker.removeEventListener('statechange', follow);
      reloadOnReaderReturn(page);
    }
  };
  worker.addEventListener('statechange', follow);
  follow();
}

export async function registerServiceWorker(scriptUrl: string, page: ServiceWorkerPage): Promise<ServiceWorkerRegistration> {
  const registration = await page.container.register(scriptUrl);
  const update = registration.waiting ?? registration.installing;
  if (update && registration.active) {
    takeOverWith(update, page);
  }
  registration.addEventListener('updatefound', () => {
    // With no active worker this is the first install: nothing to take over from, nothing to reload.
    if (registration.installing && registration.active) {
      takeOverWith(registration.installing, page);
    }
  });
  // The worker caches what it serves; what the page fetched before the worker took control it is handed, so the
  // page opens offline with every chunk it needs.
  page.watchLoadsUnseenByWorker((urls) => {
    void page.container.ready.then((ready) => ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }));
  });
  return registration;
}
