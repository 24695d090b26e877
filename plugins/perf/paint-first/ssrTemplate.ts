/**
 * The HTML page template of the production build (Docusaurus `ssrTemplate`,
 * written in Eta). It fills the same slots as Docusaurus's own template; the
 * one difference is how the bundles load: all of them, the page's own chunks
 * included (see `plugins/route-chunks`), start after the first paint, in order,
 * by `paintFirst.ts`'s loader. The entry bundles, which every page needs first,
 * are also preloaded from the head at low priority (as `defer` scripts are
 * fetched); the page's chunks are not, so they do not take bandwidth from the
 * first paint's styles and fonts. `npm start` uses Docusaurus's development template.
 */
import { scriptsAfterFirstPaintLoader } from './loader';

/** Docusaurus's entry bundles (`runtime~main`, `main`), which every page needs first. */
const ENTRY_BUNDLE = /(^|\/)(runtime~)?main(\.\w+)?\.js$/;

export function ssrTemplate(): string {
  return `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% for (const metaAttribute of it.metaAttributes) { %><%~ metaAttribute %><% } %>
    <%~ it.headTags %>
    <% for (const stylesheet of it.stylesheets) { %><link rel="stylesheet" href="<%= it.baseUrl + stylesheet %>"><% } %>
    <% for (const script of it.scripts.filter((script) => ${ENTRY_BUNDLE}.test(script))) { %><link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl + script %>"><% } %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(${scriptsAfterFirstPaintLoader()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
  </body>
</html>
`;
}
