/**
 * What a demo's sources are written as, read the first time a reader opens the code, copies it, opens a sandbox or
 * starts editing:
 * - the sources themselves (both variants and the local files) as a JSON file, which the browser fetches: a file,
 *   not a chunk, because the bundler's runtime lists every chunk of the site on every page (a chunk per demo made
 *   that list 10 KB gzip longer on every page, text pages included);
 * - the scope, a module the page's demos module imports: under the specifier the demo uses, what the demo imports
 *   from each module (its packages and its local files), so that an edited demo's `import`s are answered with the
 *   very bindings the demo ran with. It names each binding rather than importing whole modules: a namespace import
 *   would keep every export of a package, which the bundler otherwise trims to what the demos use. The demo imports
 *   the same bindings, so the scope adds next to nothing to the page's demos chunk.
 * Nothing ships a global scope of every package.
 */
import path from 'node:path';
import ts from 'typescript';
import { isRelativeSpecifier } from './sandbox/imports';

/** A demo's sources file as remarkDemos writes it (`Name.sources.<hash>.json`), which the bundler emits as an asset. */
export const SOURCES_FILE_PATTERN = /\.sources\.[0-9a-f]{12}\.json$/;

/** What a demo imports from one module: the whole namespace (`import * as`), its default export, named exports. */
export interface ModuleBindings {
  namespace: boolean;
  default: boolean;
  names: string[];
}

/** The bindings the JavaScript variant imports, by module: the compiler has already dropped type-only imports. */
export function runtimeBindings(jsSource: string): Map<string, ModuleBindings> {
  const file = ts.createSourceFile('demo.jsx', jsSource, ts.ScriptTarget.Latest, false, ts.ScriptKind.JSX);
  const modules = new Map<string, ModuleBindings>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = modules.get(specifier) ?? { namespace: false, default: false, names: [] };
    const clause = statement.importClause;
    if (clause?.name) bindings.default = true;
    const named = clause?.namedBindings;
    if (named && ts.isNamespaceImport(named)) bindings.namespace = true;
    if (named && ts.isNamedImports(named)) {
      for (const element of named.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (name === 'default') bindings.default = true;
        else if (!bindings.names.includes(name)) bindings.names.push(name);
      }
    }
    modules.set(specifier, bindings);
  }
  return modules;
}

/**
 * The scope module's source. Local files are imported by absolute path (the bundler adds the extension), so the
 * generated file may live anywhere; packages resolve from the site's node_modules.
 */
export function scopeModuleSource(demoPath: string, jsSource: string): string {
  const imports: string[] = [];
  const entries: string[] = [];
  [...runtimeBindings(jsSource)].forEach(([specifier, bindings], index) => {
    const target = JSON.stringify(isRelativeSpecifier(specifier) ? path.resolve(path.dirname(demoPath), specifier) : specifier);
    const local = `module${index}`;
    if (bindings.namespace) {
      imports.push(`import * as ${local} from ${target};`);
      entries.push(`  ${JSON.stringify(specifier)}: ${local},`);
      return;
    }
    const named = bindings.names.map((name, nameIndex) => `${name} as ${local}_${nameIndex}`);
    const clause = [...(bindings.default ? [`${local}_default`] : []), ...(named.length > 0 ? [`{ ${named.join(', ')} }`] : [])];
    imports.push(clause.length > 0 ? `import ${clause.join(', ')} from ${target};` : `import ${target};`);
    const members = [
      '__esModule: true',
      ...(bindings.default ? [`default: ${local}_default`] : []),
      ...bindings.names.map((name, nameIndex) => `${JSON.stringify(name)}: ${local}_${nameIndex}`),
    ];
    entries.push(`  ${JSON.stringify(specifier)}: { ${members.join(', ')} },`);
  });
  return [...imports, '', 'export const scope = {', ...entries, '};', ''].join('\n');
}
