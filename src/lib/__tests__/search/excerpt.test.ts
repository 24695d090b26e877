import { decodeEntities, excerptParts } from '@site/src/lib/search/excerpt';

describe('excerptParts', () => {
  it("splits Pagefind's excerpt into text and marked matches", () => {
    expect(excerptParts('Set the <mark>row</mark> <mark>height</mark> in pixels')).toEqual([
      { text: 'Set the ', marked: false },
      { text: 'row', marked: true },
      { text: ' ', marked: false },
      { text: 'height', marked: true },
      { text: ' in pixels', marked: false },
    ]);
  });

  it('gives escaped markup back as text, never as elements', () => {
    expect(excerptParts('&lt;img src=x onerror=alert(1)&gt; <mark>&lt;b&gt;</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: '<b>', marked: true },
    ]);
  });

  it('drops any tag other than mark', () => {
    expect(excerptParts('a <script>b</script> c')).toEqual([{ text: 'a b c', marked: false }]);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities and leaves unknown ones as they are', () => {
    expect(decodeEntities('&amp; &#39; &#x4e2d; &unknown; &#xffffffff;')).toBe("& ' 中 &unknown; &#xffffffff;");
  });
});
