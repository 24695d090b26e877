/**
 * The module a demo's sources live in, generated per demo and loaded with `import()` the first time a reader opens
 * the code, copies it, opens a sandbox or starts editing. Its default export is the sources (both variants and the
 * local files); `scope` holds each module the demo imports (its packages and its local files) under the specifier
 * the demo uses, so that an edited demo's `import`s are answered with the very modules the demo ran with. Nothing
 * ships a global scope of every package, and the scope adds no chunk of its own: the bundler's runtime lists every
 * chunk of the site on every page.
 */
import path from 'node:path';
import { importedModules, isRelativeSpecifier } from './sandbox/imports';
import type { DemoSources } from './remarkDemos';

/**
 * The module's source. Local files are imported by absolute path (the bundler adds the extension), so the
 * generated file may live anywhere; packages resolve from the site's node_modules.
 */
export function sourcesModuleSource(demoPath: string, sources: DemoSources): string {
  // The JavaScript variant imports what the demo needs at run time: the compiler has dropped the type-only imports.
  const specifiers = [...new Set(importedModules(sources.jsSource))];
  const imports = specifiers.map((specifier, index) => {
    const target = isRelativeSpecifier(specifier) ? path.resolve(path.dirname(demoPath), specifier) : specifier;
    return `import * as module${index} from ${JSON.stringify(target)};`;
  });
  const entries = specifiers.map((specifier, index) => `  ${JSON.stringify(specifier)}: module${index},`);
  return [...imports, '', 'export const scope = {', ...entries, '};', '', `export default ${JSON.stringify(sources)};`, ''].join('\n');
}
