/**
 * Web fonts never move text a reader is looking at. The first paint uses the metric-matched fallbacks
 * (fallbackFace.ts); once it is on screen, the Latin font files download into the cache without being declared, so
 * nothing swaps; the faces are declared at the reader's next click or key press, and swap in at once from the cache.
 * A browser counts no layout shift in the half second after an input, and a fallback and its font never line-wrap
 * quite alike, so this is the one moment a swap does not shift the page. Once a browser has the files (a flag in
 * localStorage says so), later pages declare them at once.
 *
 * `loadFontsAfterFirstPaint` runs as an inline script in the page's head: it is serialized with `toString()`, so it
 * uses nothing from outside its parameters.
 */
export interface FontLoadingWindow {
  document: Pick<Document, 'createElement' | 'head'> & { fonts?: Pick<FontFaceSet, 'load'> };
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
  PerformanceObserver?: typeof PerformanceObserver;
  fetch?: (url: string) => Promise<Pick<Response, 'arrayBuffer'>>;
  addEventListener: (type: 'load' | 'click' | 'keydown', listener: () => void, options?: AddEventListenerOptions) => void;
}

export interface FontLoading {
  /** The @font-face rules of every web font. */
  css: string;
  families: readonly string[];
  /** The files to fetch ahead of the first input: the faces most text on the page uses. */
  aheadUrls: readonly string[];
  /** The localStorage key that says this browser has the files. */
  storageKey: string;
}

export function loadFontsAfterFirstPaint(win: FontLoadingWindow, { css, families, aheadUrls, storageKey }: FontLoading): void {
  const remember = () => {
    try {
      win.localStorage.setItem(storageKey, '1');
    } catch {
      // Storage that throws: the next page fetches ahead again, from the cache.
    }
  };
  let declared = false;
  const declare = () => {
    if (declared) return;
    declared = true;
    const style = win.document.createElement('style');
    style.setAttribute('data-font-faces', 'true');
    style.textContent = css;
    win.document.head.appendChild(style);
    const fonts = win.document.fonts;
    if (!fonts) return;
    Promise.all(families.map((family) => fonts.load(`1em "${family}"`)))
      .then(remember)
      .catch(() => undefined);
  };
  let cached = false;
  try {
    cached = win.localStorage.getItem(storageKey) === '1';
  } catch {
    // Storage that throws: load the fonts as on a first visit.
  }
  if (cached) {
    declare();
    return;
  }
  let fetching = false;
  const fetchAhead = () => {
    if (fetching) return;
    fetching = true;
    // Each body is read to the end, so the whole file is in the cache.
    const fetched = win.fetch
      ? Promise.all(aheadUrls.map((url) => win.fetch!(url).then((response) => response.arrayBuffer()))).then(remember)
      : Promise.resolve();
    // Declaring on an input before the files are in would swap them in whenever they arrive, outside its half second.
    const armDeclaring = () => {
      for (const type of ['click', 'keydown'] as const) win.addEventListener(type, declare, { capture: true, once: true, passive: true });
    };
    fetched.then(armDeclaring, armDeclaring);
  };
  try {
    new win.PerformanceObserver!((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) fetchAhead();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the load event below starts the fetch.
  }
  win.addEventListener('load', fetchAhead);
}

/** The inline script that runs `loadFontsAfterFirstPaint` in the page, safe to place inside `<script>`. */
export function fontLoaderScript(loading: FontLoading): string {
  return `(${loadFontsAfterFirstPaint.toString()})(window,${JSON.stringify(loading)})`.replace(/<\//g, '<\\/');
}
