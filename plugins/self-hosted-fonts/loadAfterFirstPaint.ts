/**
 * Web fonts start downloading once the page has painted, so they never compete with the stylesheets the first paint
 * waits for; until they arrive, text shows in the metric-matched fallbacks (fallbackFace.ts). Once a browser has the
 * fonts (a flag in localStorage says so), later pages declare them at once, and they come from its cache.
 *
 * `loadFontsAfterFirstPaint` runs as an inline script in the page's head: it is serialized with `toString()`, so it
 * uses nothing from outside its parameters.
 */
export interface FontLoadingWindow {
  document: Pick<Document, 'createElement' | 'head'> & { fonts?: Pick<FontFaceSet, 'load'> };
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
  PerformanceObserver?: typeof PerformanceObserver;
  addEventListener: (type: 'load', listener: () => void) => void;
}

export function loadFontsAfterFirstPaint(win: FontLoadingWindow, css: string, families: string[], storageKey: string): void {
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    const style = win.document.createElement('style');
    style.setAttribute('data-font-faces', 'true');
    style.textContent = css;
    win.document.head.appendChild(style);
    const fonts = win.document.fonts;
    if (!fonts) return;
    Promise.all(families.map((family) => fonts.load(`1em "${family}"`)))
      .then(() => win.localStorage.setItem(storageKey, '1'))
      .catch(() => undefined);
  };
  let cached = false;
  try {
    cached = win.localStorage.getItem(storageKey) === '1';
  } catch {
    // Storage that throws: load the fonts as on a first visit.
  }
  if (cached) {
    add();
    return;
  }
  try {
    new win.PerformanceObserver!((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) add();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the load event below adds the fonts.
  }
  win.addEventListener('load', add);
}

/** The inline script that runs `loadFontsAfterFirstPaint` in the page, safe to place inside `<script>`. */
export function fontLoaderScript(css: string, families: readonly string[], storageKey: string): string {
  const args = [JSON.stringify(css), JSON.stringify(families), JSON.stringify(storageKey)].join(',');
  return `(${loadFontsAfterFirstPaint.toString()})(window,${args})`.replace(/<\//g, '<\\/');
}
