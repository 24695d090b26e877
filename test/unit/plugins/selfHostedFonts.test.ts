import arial from '@capsizecss/metrics/arial';
import ibmPlexSans from '@capsizecss/metrics/iBMPlexSans';
import {
  fontFaceRules,
  keepSubsets,
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
  function fakeWindow(stored: string | null | Error) {
    const head = document.createElement('head');
    const listeners: (() => void)[] = [];
    const observers: ((names: string[]) => void)[] = [];
    const setItem = jest.fn();
    const load = jest.fn(() => Promise.resolve([]));
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
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    } as unknown as FontLoadingWindow;
    const faces = () => head.querySelectorAll('style[data-font-faces]');
    return {
      win,
      faces,
      setItem,
      load,
      paint: (name: string) => observers.forEach((notify) => notify([name])),
      fireLoad: () => listeners.forEach((listener) => listener()),
    };
  }

  it('declares the fonts at the first contentful paint, once, then remembers that this browser has them', async () => {
    const page = fakeWindow(null);
    loadFontsAfterFirstPaint(page.win, '@font-face{font-family:A}', ['A', 'B'], 'key');
    expect(page.faces()).toHaveLength(0);
    page.paint('first-paint');
    expect(page.faces()).toHaveLength(0);
    page.paint('first-contentful-paint');
    page.fireLoad();
    expect(page.faces()).toHaveLength(1);
    expect(page.faces()[0]?.textContent).toBe('@font-face{font-family:A}');
    expect(page.load.mock.calls).toEqual([['1em "A"'], ['1em "B"']]);
    await Promise.resolve();
    await Promise.resolve();
    expect(page.setItem).toHaveBeenCalledWith('key', '1');
  });

  it('declares them at once in a browser that has them', () => {
    const page = fakeWindow('1');
    loadFontsAfterFirstPaint(page.win, 'css', ['A'], 'key');
    expect(page.faces()).toHaveLength(1);
  });

  it('falls back to the load event when storage throws and paint timing is missing', () => {
    const page = fakeWindow(new Error('SecurityError'));
    loadFontsAfterFirstPaint({ ...page.win, PerformanceObserver: undefined }, 'css', ['A'], 'key');
    expect(page.faces()).toHaveLength(0);
    page.fireLoad();
    expect(page.faces()).toHaveLength(1);
  });

  it('is an inline script that cannot close its own tag', () => {
    const script = fontLoaderScript('@font-face{src:url(/a.woff2)}</style></script>', ['A'], 'key');
    expect(script).not.toContain('</');
    expect(script).toContain('(window,');
  });
});
