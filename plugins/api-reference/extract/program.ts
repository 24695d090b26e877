import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { hostWith, type DefaultInstantiations } from './defaultInstantiations';

/** A package's declaration entry points: the root and each public subpath (`./DataGrid`). */
export interface PackageEntryPoints {
  name: string;
  version: string;
  dir: string;
  rootTypes: string;
  /** `@mui/x-date-pickers/DatePicker` → its `index.d.ts`. */
  subpaths: { importPath: string; typesFile: string }[];
}

/** Subpaths that are not meant for readers' imports. */
const PRIVATE_SUBPATH =
  /(^|\/)(internals|themeAugmentation|typeOverloads|moduleAugmentation|setupExcelExportWebWorker|package\.json)(\/|$)/;

interface ExportConditions {
  types?: string;
  require?: ExportConditions | string;
  default?: ExportConditions | string;
}

function typesOfCondition(condition: ExportConditions | string | undefined): string | undefined {
  if (!condition || typeof condition === 'string') return undefined;
  return condition.types ?? typesOfCondition(condition.require) ?? typesOfCondition(condition.default);
}

function readJson(file: string): Record<string, unknown> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`api-reference: cannot read ${file} (${(error as Error).message}). Is the package installed?`);
  }
}

/** Reads a package's `package.json` to find its declaration files (CommonJS `types`, as TypeScript would). */
export function readPackageEntryPoints(packageName: string, nodeModulesDir: string): PackageEntryPoints {
  const dir = path.join(nodeModulesDir, packageName);
  const manifest = readJson(path.join(dir, 'package.json'));
  const exportsField = (manifest.exports ?? {}) as Record<string, ExportConditions | string>;
  const rootTypes = typesOfCondition(exportsField['.']) ?? (manifest.types as string | undefined) ?? 'index.d.ts';
  const subpaths = Object.entries(exportsField)
    .filter(([key]) => key.startsWith('./') && !key.includes('*') && !PRIVATE_SUBPATH.test(key.slice(2)))
    .flatMap(([key, condition]) => {
      const types = typesOfCondition(condition);
      return types ? [{ importPath: `${packageName}/${key.slice(2)}`, typesFile: path.join(dir, types) }] : [];
    });
  const rootFile = path.join(dir, rootTypes);
  if (!fs.existsSync(rootFile)) {
    throw new Error(`api-reference: ${packageName} has no declaration file at ${rootFile}.`);
  }
  return {
    name: packageName,
    version: typeof manifest.version === 'string' ? manifest.version : '0.0.0',
    dir,
    rootTypes: rootFile,
    subpaths,
  };
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  skipLibCheck: true,
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  // The packages' CommonJS declarations (`require` condition), as the root files are.
  module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16,
  target: ts.ScriptTarget.ES2022,
  types: [],
};

/**
 * One program over every entry point, so re-exports across packages resolve to the same symbols; with `instantiations`,
 * also the module that reads generic exports at their defaults (built on `oldProgram`, whose files it reuses).
 */
export function createApiProgram(
  packages: readonly PackageEntryPoints[],
  instantiations?: DefaultInstantiations,
  oldProgram?: ts.Program,
): ts.Program {
  const rootNames = packages.flatMap((entry) => [entry.rootTypes, ...entry.subpaths.map((subpath) => subpath.typesFile)]);
  if (!instantiations) return ts.createProgram(rootNames, COMPILER_OPTIONS);
  return ts.createProgram({
    rootNames: [...rootNames, instantiations.fileName],
    options: COMPILER_OPTIONS,
    host: hostWith(COMPILER_OPTIONS, instantiations),
    oldProgram,
  });
}

/** The exports of a declaration file's module, or an empty list when the file is not a module. */
export function moduleExports(program: ts.Program, file: string): ts.Symbol[] {
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  return moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
}
