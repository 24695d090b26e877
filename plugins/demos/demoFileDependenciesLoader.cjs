/**
 * A loader after Docusaurus's MDX loader: declares to the bundler the demo files the page's `<Demo>`s were read from
 * (demoFileDependencies.ts, filled by remarkDemos while the MDX loader ran), so a page is compiled again when one of
 * them changes. CommonJS because the bundler requires its loaders itself, without the site's TypeScript hook.
 */
const REGISTRY = Symbol.for('x-docs.demoFileDependencies');

module.exports = function demoFileDependenciesLoader(source, sourceMap) {
  const files = globalThis[REGISTRY]?.get(this.resourcePath);
  if (files) {
    for (const file of files.found) this.addDependency(file);
    for (const file of files.missing) this.addMissingDependency(file);
  }
  this.callback(null, source, sourceMap);
};
