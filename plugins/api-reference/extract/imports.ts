import path from 'node:path';
import type ts from 'typescript';
import type { ApiImport } from '../types';
import { moduleExports, type PackageEntryPoints } from './program';

/** For each package: the names each public subpath exports. */
export interface SubpathEntry {
  importPath: string;
  typesFile: string;
  names: Set<string>;
}
export type SubpathExports = Map<string, SubpathEntry[]>;

export function readSubpathExports(program: ts.Program, packages: readonly PackageEntryPoints[]): SubpathExports {
  return new Map(
    packages.map((entry) => [
      entry.name,
      entry.subpaths.map(({ importPath, typesFile }) => ({
        importPath,
        typesFile,
        names: new Set(moduleExports(program, typesFile).map((symbol) => symbol.getName())),
      })),
    ]),
  );
}

/**
 * The deep import a reader would pick: the public subpath whose folder declares
 * the export (`@mui/x-data-grid/components` for `GridToolbar`), else a subpath
 * named after it. A package that only re-exports another's component has none.
 */
function deepImportPath(name: string, declarationFile: string, subpaths: readonly SubpathEntry[]): string | undefined {
  const declaring = subpaths
    .filter((subpath) => subpath.names.has(name) && declarationFile.startsWith(path.dirname(subpath.typesFile) + path.sep))
    .sort((a, b) => b.typesFile.length - a.typesFile.length)[0];
  return (declaring ?? subpaths.find((subpath) => subpath.names.has(name) && subpath.importPath.endsWith(`/${name}`)))?.importPath;
}

export function importsOf(
  name: string,
  declarationFile: string,
  packageNames: readonly string[],
  subpathExports: SubpathExports,
  typeOnly: boolean,
): ApiImport[] {
  const keyword = typeOnly ? 'import type' : 'import';
  return packageNames.map((packageName) => {
    const deep = deepImportPath(name, declarationFile, subpathExports.get(packageName) ?? []);
    return {
      packageName,
      statement: `${keyword} { ${name} } from '${packageName}';`,
      ...(deep && { deepStatement: `${keyword} { ${name} } from '${deep}';` }),
    };
  });
}
