import wholeNavbarPlugin from '../index';

describe('wholeNavbarPlugin', () => {
  // That this element follows the navbar in the built pages is what test/e2e/wholeNavbar.e2e.ts checks.
  it('asks every page to render once the element after the navbar is parsed', () => {
    expect(wholeNavbarPlugin().injectHtmlTags?.({ content: undefined })).toEqual({
      headTags: [{ tagName: 'link', attributes: { rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render' } }],
    });
  });
});
