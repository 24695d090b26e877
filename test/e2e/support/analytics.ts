import type { Page } from '@playwright/test';

/**
 * A stand-in for gtag.js with the behaviour these tests check: like the real
 * script, it reads the command queue (recording what it read in
 * `__gtagStandInRead`) and sets the `_ga` cookie only while analytics storage is
 * granted after a `config`, on the registrable domain of a named host (gtag's
 * automatic cookie domain). It is served in place of the configured gtag.js URL
 * (scripts/e2e-hosts.mjs).
 */
const GTAG_STAND_IN = `(() => {
  let granted = false;
  let configured = false;
  const read = (window.__gtagStandInRead = []);
  const labels = location.hostname.split('.');
  const domain = /^[0-9.]+$/.test(location.hostname) || labels.length < 3 ? '' : ';domain=' + labels.slice(-2).join('.');
  const apply = (entry) => {
    const [command, , parameters] = Array.from(entry);
    read.push(Array.from(entry).slice(0, 2).map(String).join(' '));
    if (command === 'consent' && parameters && parameters.analytics_storage) {
      granted = parameters.analytics_storage === 'granted';
    }
    if (command === 'config') configured = true;
    if (granted && configured && !/(^|; )_ga=/.test(document.cookie)) {
      document.cookie = '_ga=GA1.1.' + Date.now() + ';path=/;max-age=63072000' + domain;
    }
  };
  const queue = (window.dataLayer = window.dataLayer || []);
  queue.forEach(apply);
  const push = queue.push.bind(queue);
  queue.push = (...entries) => { entries.forEach(apply); return push(...entries); };
  window.__gtagStandInLoaded = true;
})();`;

export async function serveGtagStandIn(page: Page): Promise<void> {
  await page.route(/\/gtag\/js\?id=/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: GTAG_STAND_IN }),
  );
}

/** The gtag commands queued so far, each as an array (`['event', 'page_view', {...}]`). */
export function queuedCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))) as unknown[]),
  );
}

/** Waits until a queued command satisfies `matches` (evaluated in the page) and returns it. */
export async function waitForCommand(page: Page, matches: string): Promise<unknown[]> {
  const handle = await page.waitForFunction((source) => {
    const test = new Function('command', `return (${source});`) as (command: unknown[]) => boolean;
    return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).find(test) ?? false;
  }, matches);
  return JSON.parse(JSON.stringify(await handle.jsonValue())) as unknown[];
}

export async function analyticsCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga'));
}

/** The gtag.js requests a page made: none may leave before the reader accepts, or ever under a privacy signal. */
export function recordGtagRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/gtag\/js\?id=/.test(request.url())) requests.push(request.url());
  });
  return requests;
}
