import type { Plugin } from '@docusaurus/types';

/** The element Docusaurus's layout renders right after the navbar: the target of its "Skip to main content" link. */
export const AFTER_NAVBAR_ID = '__docusaurus_skipToContent_fallback';

/**
 * Holds a page's first paint until its whole navbar has been parsed. A browser paints a page whose body is still
 * arriving: a paint that came while the navbar was half read showed its right-hand items one by one, each pushing the
 * others left (the search box moved about 400 px). `<link rel="expect" blocking="render">` makes the browser wait for
 * the element after the navbar before it renders; browsers that do not know it ignore the tag. The navbar ends within
 * the page's first 15 KB (about 4 KB compressed), bytes of the first round trip.
 */
export default function wholeNavbarPlugin(): Plugin {
  return {
    name: 'x-docs-whole-navbar',
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'link', attributes: { rel: 'expect', href: `#${AFTER_NAVBAR_ID}`, blocking: 'render' } }],
    }),
  };
}
