import { keepSubsets, rewriteFontFaceCss, woff2FilesOf } from '../../../plugins/self-hosted-fonts/fontFaces';

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
  src: url(./files/demo-latin-wght-normal.woff2) format('woff2-variations');
}`;

describe('self-hosted-fonts', () => {
  it('keeps only the requested subsets, telling latin from latin-ext', () => {
    expect(woff2FilesOf(keepSubsets(fontsourceCss, ['latin']))).toEqual(['demo-latin-400-normal.woff2', 'demo-latin-wght-normal.woff2']);
    expect(woff2FilesOf(keepSubsets(fontsourceCss, ['latin-ext']))).toEqual(['demo-latin-ext-400-normal.woff2']);
  });

  it('points each face at the served woff2 file and drops the woff fallback', () => {
    const css = rewriteFontFaceCss(keepSubsets(fontsourceCss, ['latin']), '/fonts/');
    expect(css).toContain("src: url(/fonts/demo-latin-400-normal.woff2) format('woff2');");
    expect(css).toContain("src: url(/fonts/demo-latin-wght-normal.woff2) format('woff2-variations');");
    expect(css).not.toContain('.woff)');
  });

  it('fails with the declaration when a face has no woff2 file', () => {
    expect(() => rewriteFontFaceCss("@font-face { src: url(./files/a.ttf) format('truetype'); }", '/fonts/')).toThrow('no woff2 source');
  });
});
