import { createHash } from 'node:crypto';
import { inlineScriptsOf, sha256Base64 } from '../inlineScripts';

describe('the inline scripts of a page', () => {
  it('hashes each script’s text exactly as it stands in the file, as the browser does', () => {
    const text = "if (a &amp;&amp; b < c) location.replace('/x/');\n";
    expect(inlineScriptsOf(`<!doctype html><head><script>${text}</script></head>`).hashes).toEqual([
      createHash('sha256').update(text).digest('base64'),
    ]);
  });

  it('leaves out external scripts and data blocks, which a hash does not concern', () => {
    const html =
      '<script src="/assets/js/main.js"></script><script type="application/ld+json">{"@type":"BreadcrumbList"}</script>' +
      '<script type="application/json" id="api-page-data">{}</script><script type="module">import "/a.js";</script>' +
      '<script type="text/javascript">var a;</script>';
    expect(inlineScriptsOf(html).hashes).toEqual([sha256Base64('import "/a.js";'), sha256Base64('var a;')]);
  });

  it('reports what only unsafe-inline would run: event handler attributes and javascript: URLs', () => {
    const html =
      '<link rel="preload" as="style" onload="this.rel=\'stylesheet\'"><a href="javascript:void 0">x</a><img src="a.png" alt="">';
    expect(inlineScriptsOf(html).inlineHandlers).toEqual(['link[onload]', 'a[href]']);
  });
});
