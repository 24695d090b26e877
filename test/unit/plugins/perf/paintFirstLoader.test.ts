import { PAINT_WAIT_LIMIT_MS, scriptsAfterFirstPaintLoader } from '@site/plugins/perf/paint-first/loader';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

const URLS = ['/assets/js/runtime~main.js', '/assets/js/main.js'];

/** Installs a fake `paint` observer; returns a function that reports a paint entry by name. */
function fakePaintObserver(supportedEntryTypes: string[]) {
  const callbacks: PaintCallback[] = [];
  const disconnected: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    constructor(private readonly callback: PaintCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {
      disconnected.push(this.callback);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  return (name: string) => {
    for (const callback of callbacks.filter((c) => !disconnected.includes(c))) {
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  };
}

function startedScripts(): { src: string; async: boolean }[] {
  return [...document.head.querySelectorAll('script')].map((script) => ({
    src: script.getAttribute('src') ?? '',
    async: script.async,
  }));
}

function runLoader() {
  new Function('urls', `(${scriptsAfterFirstPaintLoader()})(urls)`)(URLS);
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

describe('the loader that starts the bundles after the first paint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    setVisibility('visible');
  });
  afterEach(() => jest.useRealTimers());

  it('waits for the first contentful paint, then starts the bundles once, in order', () => {
    const reportPaint = fakePaintObserver(['paint', 'largest-contentful-paint']);
    runLoader();
    expect(startedScripts()).toEqual([]);

    reportPaint('first-paint');
    expect(startedScripts()).toEqual([]);

    reportPaint('first-contentful-paint');
    expect(startedScripts()).toEqual([
      { src: URLS[0], async: false },
      { src: URLS[1], async: false },
    ]);

    jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS);
    expect(startedScripts()).toHaveLength(2);
  });

  it('starts them after the wait limit when no paint is reported', () => {
    fakePaintObserver(['paint']);
    runLoader();
    jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(startedScripts().map((script) => script.src)).toEqual(URLS);
  });

  it('starts them at once in a hidden tab, which does not paint until shown', () => {
    fakePaintObserver(['paint']);
    setVisibility('hidden');
    runLoader();
    expect(startedScripts().map((script) => script.src)).toEqual(URLS);
  });

  it('starts them at once when the browser does not report paints', () => {
    fakePaintObserver(['resource']);
    runLoader();
    expect(startedScripts().map((script) => script.src)).toEqual(URLS);
  });

  it('starts them at once when the observer throws', () => {
    fakePaintObserver(['paint']);
    (window.PerformanceObserver as unknown as { prototype: { observe: () => void } }).prototype.observe = () => {
      throw new TypeError('observe is not supported');
    };
    runLoader();
    expect(startedScripts().map((script) => script.src)).toEqual(URLS);
  });
});
