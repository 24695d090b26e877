import arial from '@capsizecss/metrics/arial';
import ibmPlexSans from '@capsizecss/metrics/iBMPlexSans';
import { fontFaceRules, keepSubsets, rewriteFontFaceCss, withWeightRange, woff2FilesOf } from '../fontFaces';
import { charactersOf } from '../subset';
import { fallbackFamilyOf, fallbackFontFace } from '../fallbackFace';
import { fontHeadTags, withFontDisplay } from '../headTags';

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

describe("the fonts in every page's head", () => {
  const webFontFaces = keepSubsets(fontsourceCss, ['latin']);
  const fallbackFaces = fallbackFontFace('Demo', ibmPlexSans, { metrics: arial, localNames: ['Arial'] });

  it('declares the fallback faces and the web faces in one stylesheet, every web face optional, with no script', () => {
    const tags = fontHeadTags({ webFontFaces, fallbackFaces }) as { tagName: string; innerHTML?: string }[];
    expect(tags.map((tag) => tag.tagName)).toEqual(['style']);
    const css = tags[0]?.innerHTML ?? '';
    expect(css).toContain('font-family:"Demo Fallback"');
    expect(css.match(/@font-face/g)).toHaveLength(3);
    expect(css).not.toMatch(/font-display:\s*swap/);
    // The two web faces: one declared swap, the other nothing.
    expect(css.match(/font-display: optional;/g)).toHaveLength(2);
  });

  it("replaces a face's font-display and adds one where it is missing", () => {
    expect(withFontDisplay("@font-face {\n  font-family: 'A';\n  font-display: swap;\n}", 'optional')).toBe(
      "@font-face {\n  font-family: 'A';\n  font-display: optional;\n}",
    );
    expect(withFontDisplay("@font-face{font-family:'A'}", 'optional')).toBe("@font-face{font-display: optional;font-family:'A'}");
  });
});
