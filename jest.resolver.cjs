/**
 * Jest's module resolution plus Docusaurus's theme aliases: `@theme/X` is the site's `src/theme/X`, else the file of
 * the local plugin whose theme folder provides X (test/unit/themeAliases.cjs), as the bundler resolves it. What
 * neither provides (Docusaurus's own components) is left to the default resolver, so tests mock it.
 */
const path = require('node:path');
const { siteDir, themeComponentFile } = require('./test/unit/themeAliases.cjs');

module.exports = function resolve(request, options) {
  const component = /^@theme\/(.+)$/.exec(request)?.[1];
  const file = component === undefined ? undefined : themeComponentFile(component);
  return file ? path.join(siteDir, file) : options.defaultResolver(request, options);
};
