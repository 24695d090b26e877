import arial from '@capsizecss/metrics/arial';
import ibmPlexSans from '@capsizecss/metrics/iBMPlexSans';
import {
  codePointRanges,
  fontFaceRules,
  formatUnicodeRange,
  keepSubsets,
  rewriteFontFaceCss,
  splitFaces,
  subtractRanges,
  withWeightRange,
  woff2FilesOf,
} from '../fontFaces';
import { charactersOf } from '../subset';
import { fallbackFamilyOf, fallbackFontFace } from '../fallbackFace';
import { fontHeadTags, webFaces, webFacesScript, withFontDisplay } from '../headTags';

const fontsourceCss = `
/* demo-latin-400-normal */
@font-face {
  font-family: 'Demo';
  font-display: swap;
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

  it('refuses a face without a woff2 file, and reads one without a unicode-range as every character', () => {
    expect(() => fontFaceRules("@font-face { src: url(./files/demo-latin-400-normal.woff) format('woff'); }")).toThrow(/no woff2 source/);
    expect(fontFaceRules("@font-face { src: url(./files/demo-all.woff2) format('woff2'); }")).toEqual([
      { file: 'demo-all.woff2', unicodeRange: 'U+0-10FFFF', weightRange: undefined },
    ]);
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

  it('subtracts unicode-ranges, and writes them back', () => {
    const latin = codePointRanges('U+0000-00FF,U+0131,U+2000-206F');
    const common = codePointRanges('U+0020-007E,U+00A9,U+2000-206F,U+20AC');
    expect(formatUnicodeRange(subtractRanges(latin, common))).toBe('U+0000-001F,U+007F-00A8,U+00AA-00FF,U+0131');
    // Overlapping and adjacent ranges are joined.
    expect(formatUnicodeRange(subtractRanges(codePointRanges('U+10-20,U+15-30'), codePointRanges('U+18,U+19')))).toBe(
      'U+0010-0017,U+001A-0030',
    );
  });

  it('cuts a face that has every common character and others into two faces of the same file, and leaves the others', () => {
    const split = splitFaces(keepSubsets(fontsourceCss, ['latin', 'latin-ext']), 'U+0020-007E,U+00A9');
    expect(fontFaceRules(split)).toEqual([
      { file: 'demo-latin-400-normal.woff2', unicodeRange: 'U+0020-007E,U+00A9', weightRange: undefined },
      { file: 'demo-latin-400-normal.woff2', unicodeRange: 'U+0000-001F,U+007F-00A8,U+00AA-00FF', weightRange: undefined },
      // No unicode-range: every character.
      { file: 'demo-latin-ext-400-normal.woff2', unicodeRange: 'U+0020-007E,U+00A9', weightRange: undefined },
      { file: 'demo-latin-ext-400-normal.woff2', unicodeRange: 'U+0000-001F,U+007F-00A8,U+00AA-10FFFF', weightRange: undefined },
      { file: 'demo-latin-wght-normal.woff2', unicodeRange: 'U+0020-007E,U+00A9', weightRange: [100, 900] },
      { file: 'demo-latin-wght-normal.woff2', unicodeRange: 'U+0000-001F,U+007F-00A8,U+00AA-00FF,U+2122', weightRange: [100, 900] },
    ]);
    // A face with only some common characters, or with nothing else, stays whole.
    expect(splitFaces(keepSubsets(fontsourceCss, ['latin']), 'U+0020-007E,U+3000')).toBe(keepSubsets(fontsourceCss, ['latin']));
    expect(fontFaceRules(splitFaces(keepSubsets(fontsourceCss, ['latin']), 'U+0000-00FF,U+2122'))).toEqual([
      expect.objectContaining({ unicodeRange: 'U+0000-00FF' }),
      expect.objectContaining({ unicodeRange: 'U+0000-00FF,U+2122' }),
    ]);
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

describe("the fonts in every page's head", () => {
  const webFontFaces = keepSubsets(fontsourceCss, ['latin']);
  const fallbackFaces = fallbackFontFace('Demo', ibmPlexSans, { metrics: arial, localNames: ['Arial'] });

  it('declares the fallback faces in a stylesheet, the web faces in a script, and the web faces for readers without JavaScript', () => {
    const [style, script, noscript] = fontHeadTags({ webFontFaces, fallbackFaces }) as [
      { tagName: string; innerHTML: string },
      { tagName: string; innerHTML: string },
      string,
    ];
    expect(style.tagName).toBe('style');
    expect(style.innerHTML).toBe(fallbackFaces);
    expect(script.tagName).toBe('script');
    expect(script.innerHTML).toContain('document.fonts.add(new FontFace(');
    // It waits for nothing: the faces exist before the body's text is parsed.
    expect(script.innerHTML).not.toMatch(/addEventListener|setTimeout|requestAnimationFrame|requestIdleCallback|\.then\(/);
    expect(noscript).toMatch(/^<noscript><style data-font-faces="true">@font-face[\s\S]*<\/style><\/noscript>$/);
    expect(noscript.match(/@font-face/g)).toHaveLength(2);
    expect(noscript.match(/font-display: optional;/g)).toHaveLength(2);
    expect(noscript).not.toMatch(/font-display:\s*swap/);
  });

  it('reads each web face as the Font Loading API takes it, every one optional', () => {
    expect(webFaces(webFontFaces)).toEqual([
      {
        family: 'Demo',
        source: "url(./files/demo-latin-400-normal.woff2) format('woff2'), url(./files/demo-latin-400-normal.woff) format('woff')",
        descriptors: { display: 'optional', weight: '400', unicodeRange: 'U+0000-00FF' },
      },
      expect.objectContaining({ family: 'Demo Variable', descriptors: expect.objectContaining({ display: 'optional' }) }),
    ]);
    expect(() => webFaces("@font-face{font-family:'A';src:url(a.woff2);size-adjust:90%}")).toThrow('size-adjust');
    expect(() => webFaces('@font-face{font-weight:400}')).toThrow('a family and a src');
  });

  it('adds the faces to the document when the browser has the Font Loading API, and does nothing when it has not', () => {
    const faces = webFaces(webFontFaces);
    const added: unknown[][] = [];
    class FakeFontFace {
      constructor(...args: unknown[]) {
        added.push(args);
      }
    }
    const document = { fonts: { add: () => undefined } };
    new Function('FontFace', 'document', webFacesScript(faces))(FakeFontFace, document);
    expect(added).toEqual(faces.map(({ family, source, descriptors }) => [family, source, descriptors]));
    expect(() => new Function('FontFace', 'document', webFacesScript(faces))(undefined, {})).not.toThrow();
    // A face the browser refuses is skipped; the others are still added.
    let calls = 0;
    const picky = { fonts: { add: () => (calls += 1) } };
    class Refusing {
      constructor(family: string) {
        if (family === 'Demo') throw new SyntaxError('refused');
      }
    }
    new Function('FontFace', 'document', webFacesScript(faces))(Refusing, picky);
    expect(calls).toBe(faces.length - 1);
  });

  it("replaces a face's font-display and adds one where it is missing", () => {
    expect(withFontDisplay("@font-face {\n  font-family: 'A';\n  font-display: swap;\n}", 'optional')).toBe(
      "@font-face {\n  font-family: 'A';\n  font-display: optional;\n}",
    );
    expect(withFontDisplay("@font-face{font-family:'A'}", 'optional')).toBe("@font-face{font-display: optional;font-family:'A'}");
  });
});
