/**
 * The files each page's `<Demo>`s were read from: the demo, its styling variants (and the variant names looked for
 * and not found) and the local files they import. remarkDemos writes their previews into the page's compiled module,
 * so a cached build or a watching `npm start` must compile the page again when one of them changes, not only when the
 * page does. `demoFileDependenciesLoader.cjs`, after Docusaurus's MDX loader, declares them to the bundler.
 *
 * The list lives on `globalThis`: the bundler loads the loader with its own `require`, the site loads this module
 * through Docusaurus's, so a module-level Map would be two.
 */
export interface DemoFileDependencies {
  /** Files that were read. */
  found: Set<string>;
  /** Files looked for and absent (a styling variant not written yet). */
  missing: Set<string>;
}

const REGISTRY = Symbol.for('x-docs.demoFileDependencies');

function registry(): Map<string, DemoFileDependencies> {
  const holder = globalThis as { [REGISTRY]?: Map<string, DemoFileDependencies> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** Starts the page's list afresh, for a compilation of the page, and returns it to be filled. */
export function startDemoFileDependencies(page: string): DemoFileDependencies {
  const files: DemoFileDependencies = { found: new Set(), missing: new Set() };
  registry().set(page, files);
  return files;
}

/** The page's list, as its last compilation left it. */
export function demoFileDependenciesOf(page: string): DemoFileDependencies | undefined {
  return registry().get(page);
}
