/**
 * The inline script that starts the site's JavaScript once the page has
 * painted. The server-rendered HTML is complete and readable on its own, so
 * the first paint should not wait for the browser to evaluate the app bundle
 * (about 70 ms on a laptop, several times that on a phone). With plain
 * `defer` scripts, a bundle that arrives before the first frame runs first.
 *
 * The bundles are preloaded from the head (see `ssrTemplate.ts`), so waiting
 * costs no network time. They start on the first of:
 * - the first contentful paint, reported by a `paint` PerformanceObserver;
 * - at once, when the tab is hidden (it does not paint until shown) or the
 *   browser does not report paints;
 * - `PAINT_WAIT_LIMIT_MS` after the script runs, whatever happened.
 */

/** The longest the bundles wait for the first paint. */
export const PAINT_WAIT_LIMIT_MS = 1500;

/** The loader as a function expression; called with the script URLs, in order. */
export function scriptsAfterFirstPaintLoader(): string {
  return `function (urls) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < urls.length; i++) {
      var script = document.createElement('script');
      script.src = urls[i];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  try {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return start();
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(start, ${PAINT_WAIT_LIMIT_MS});
  } catch (error) {
    start();
  }
}`;
}
