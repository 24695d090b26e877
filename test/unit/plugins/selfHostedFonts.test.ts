import arial from '@capsizecss/metrics/arial';
import ibmPlexSans from '@capsizecss/metrics/iBMPlexSans';
import {
  fontFaceRules,
  keepSubsets,
  rangeIncludes,
  rewriteFontFaceCss,
  withWeightRange,
  woff2FilesOf,
} from '../../../plugins/self-hosted-fonts/fontFaces';
import { charactersOf } from '../../../plugins/self-hosted-fonts/subset';
import { fallbackFamilyOf, fallbackFontFace } from '../../../plugins/self-hosted-fonts/fallbackFace';
import { fontLoaderScript, loadFontsAfterFirstPaint, type FontLoadingWindow } from '../../../plugins/self-hosted-fonts/loadAfterFirstPaint';

const fontsourceCss = `
/* demo-latin-400-normal */
@font-face {
  font-family: 'Demo';
  font-weight: 400;
  src: url(./files/demo-latin-400-normal.woff2) format('woff2'), url(./files/demo-latin-400-normal.woff) format('woff');
  unicode-range: U+0000-00FF;
}
/* demo-latin-ext-400-normal */
@font-face {
  font-family: 'Demo';
  font-weight: 400;
  src: url(./files/demo-latin-ext-400-normal.woff2) format('woff2'), url(./files/demo-latin-ext-400-normal.woff) format('woff');
}
/* demo-cyrillic-400-normal */
@font-face {
  font-family: 'Demo';
  src: url(./files/demo-cyrillic-400-normal.woff2) format('woff2');
}
/* demo-latin-wght-normal */
@font-face {
  font-family: 'Demo Variable';
  font-weight: 100 900;
  src: url(./files/demo-latin-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF,U+2122;
}`;

describe('self-hosted-fonts', () => {
  it("reads each face's file, characters and weight range, and narrows the range a variable face declares", () => {
    expect(fontFaceRules(keepSubsets(fontsourceCss, ['latin']))).toEqual([
      { file: 'demo-latin-400-normal.woff2', unicodeRange: 'U+0000-00FF', weightRange: undefined },
      { file: 'demo-latin-wght-normal.woff2', unicodeRange: 'U+0000-00FF,U+2122', weightRange: [100, 900] },
    ]);
    const narrowed = withWeightRange(fontsourceCss, [400, 700]);
    expect(narrowed).toContain('font-weight: 400 700;');
    expect(narrowed).not.toContain('100 900');
    // A single-weight face keeps its weight.
    expect(narrowed.match(/font-weight: 400;/g)).toHaveLength(2);
  });

  it('turns a unicode-range into the characters it names', () => {
    expect(charactersOf('U+0041-0043,U+2122')).toBe('ABC™');
    expect(() => charactersOf('U+zz')).toThrow('cannot read the unicode-range "U+zz"');
  });

  it('tells whether a unicode-range includes a character', () => {
    expect(rangeIncludes('U+0000-00FF, U+2122', 'a'.codePointAt(0)!)).toBe(true);
    expect(rangeIncludes('U+0000-00FF, U+2122', 0x2122)).toBe(true);
    expect(rangeIncludes('U+0100-02AF', 'a'.codePointAt(0)!)).toBe(false);
  });

  it('keeps only the requested subsets, telling latin from latin-ext', () => {
    expect(woff2FilesOf(keepSubsets(fontsourceCss, ['latin']))).toEqual(['demo-latin-400-normal.woff2', 'demo-latin-wght-normal.woff2']);
    expect(woff2FilesOf(keepSubsets(fontsourceCss, ['latin-ext']))).toEqual(['demo-latin-ext-400-normal.woff2']);
  });

  it('points each face at the served woff2 file and drops the woff fallback', () => {
    const css = rewriteFontFaceCss(keepSubsets(fontsourceCss, ['latin']), (file) => `/fonts/${file}`);
    expect(css).toContain("src: url(/fonts/demo-latin-400-normal.woff2) format('woff2');");
    expect(css).toContain("src: url(/fonts/demo-latin-wght-normal.woff2) format('woff2-variations');");
    expect(css).not.toContain('.woff)');
  });

  it('fails with the declaration when a face has no woff2 file', () => {
    expect(() => rewriteFontFaceCss("@font-face { src: url(./files/a.ttf) format('truetype'); }", (file) => file)).toThrow(
      'no woff2 source',
    );
  });

  it("sizes a fallback face of local fonts to the web font's metrics", () => {
    const face = fallbackFontFace('IBM Plex Sans Variable', ibmPlexSans, { metrics: arial, localNames: ['Arial', 'Liberation Sans'] });
    expect(fallbackFamilyOf('IBM Plex Sans Variable')).toBe('IBM Plex Sans Variable Fallback');
    expect(face).toContain('font-family:"IBM Plex Sans Variable Fallback"');
    expect(face).toContain('src:local("Arial"),local("Liberation Sans")');
    // Plex's letters are a little wider than Arial's, so Arial is scaled up; no line gap, as in Plex.
    const sizeAdjust = Number(/size-adjust:([\d.]+)%/.exec(face)?.[1]);
    expect(sizeAdjust).toBeGreaterThan(100);
    expect(sizeAdjust).toBeLessThan(110);
    expect(face).toMatch(/ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:0%/);
  });
});

describe('loading the web fonts after the first paint', () => {
  const loading = { css: '@font-face{font-family:A}', families: ['A', 'B'], aheadUrls: ['/a.woff2', '/b.woff2'], storageKey: 'key' };

  function fakeWindow(stored: string | null | Error) {
    const head = document.createElement('head');
    const listeners = new Map<string, (() => void)[]>();
    const observers: ((names: string[]) => void)[] = [];
    const setItem = jest.fn();
    const load = jest.fn(() => Promise.resolve([]));
    const fetch = jest.fn(() => Promise.resolve({ arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)) }));
    class FakeObserver {
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe() {
        observers.push((names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }));
      }
    }
    const win = {
      document: { createElement: document.createElement.bind(document), head, fonts: { load } },
      localStorage: {
        getItem: () => {
          if (stored instanceof Error) throw stored;
          return stored;
        },
        setItem,
      },
      PerformanceObserver: FakeObserver,
      fetch,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    } as unknown as FontLoadingWindow;
    return {
      win,
      faces: () => head.querySelectorAll('style[data-font-faces]'),
      setItem,
      load,
      fetch,
      paint: (name: string) => observers.forEach((notify) => notify([name])),
      fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('fetches the Latin files after the first contentful paint and declares the fonts at the first input', async () => {
    const page = fakeWindow(null);
    loadFontsAfterFirstPaint(page.win, loading);
    page.paint('first-paint');
    expect(page.fetch).not.toHaveBeenCalled();
    page.paint('first-contentful-paint');
    page.fire('load');
    expect(page.fetch.mock.calls).toEqual([['/a.woff2'], ['/b.woff2']]);
    await settle();
    // The files are in the cache, and nothing has swapped.
    expect(page.setItem).toHaveBeenCalledWith('key', '1');
    expect(page.faces()).toHaveLength(0);
    page.fire('keydown');
    page.fire('click');
    expect(page.faces()).toHaveLength(1);
    expect(page.faces()[0]?.textContent).toBe('@font-face{font-family:A}');
    expect(page.load.mock.calls).toEqual([['1em "A"'], ['1em "B"']]);
  });

  it('lets an input before the files are in go by, so the swap still falls right after an input', async () => {
    const page = fakeWindow(null);
    loadFontsAfterFirstPaint(page.win, loading);
    page.fire('click');
    page.paint('first-contentful-paint');
    page.fire('click');
    expect(page.faces()).toHaveLength(0);
    await settle();
    page.fire('click');
    expect(page.faces()).toHaveLength(1);
  });

  it('declares them at once in a browser that has them', () => {
    const page = fakeWindow('1');
    loadFontsAfterFirstPaint(page.win, loading);
    expect(page.faces()).toHaveLength(1);
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('still declares them at an input when a file fails to download', async () => {
    const page = fakeWindow(null);
    page.fetch.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    loadFontsAfterFirstPaint(page.win, loading);
    page.paint('first-contentful-paint');
    await settle();
    expect(page.setItem).not.toHaveBeenCalled();
    page.fire('keydown');
    expect(page.faces()).toHaveLength(1);
  });

  it('falls back to the load event when storage throws and paint timing is missing', async () => {
    const page = fakeWindow(new Error('SecurityError'));
    page.setItem.mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    loadFontsAfterFirstPaint({ ...page.win, PerformanceObserver: undefined }, loading);
    expect(page.fetch).not.toHaveBeenCalled();
    page.fire('load');
    expect(page.fetch).toHaveBeenCalledTimes(2);
    await settle();
    page.fire('click');
    expect(page.faces()).toHaveLength(1);
  });

  it('is an inline script that cannot close its own tag', () => {
    const script = fontLoaderScript({ ...loading, css: '@font-face{src:url(/a.woff2)}</style></script>' });
    expect(script).not.toContain('</');
    expect(script).toContain('(window,{');
  });
});
