/**
 * The HTML page template of the production build (Docusaurus `ssrTemplate`,
 * written in Eta). It fills the same slots as Docusaurus's own template; the
 * one difference is how the bundles load: preloaded from the head at low
 * priority (as `defer` scripts are fetched), run after the first paint by
 * `paintFirst.ts`'s loader. `npm start` uses Docusaurus's development template.
 */
import { scriptsAfterFirstPaintLoader } from './paintFirst';

export function ssrTemplate(): string {
  return `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% for (const metaAttribute of it.metaAttributes) { %><%~ metaAttribute %><% } %>
    <%~ it.headTags %>
    <% for (const stylesheet of it.stylesheets) { %><link rel="stylesheet" href="<%= it.baseUrl + stylesheet %>"><% } %>
    <% for (const script of it.scripts) { %><link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl + script %>"><% } %>
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
