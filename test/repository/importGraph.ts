/**
 * The site's own import graph: every module of src/ and plugins/ with the site files it imports, read the way the
 * bundler reads them (relative paths, `@site/…`, and `@theme/…` through Docusaurus's theme aliases). Packages and
 * Docusaurus's own theme components are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { siteDir, themeComponentFile } from '../unit/themeAliases.cjs';
import type { ImportEdge } from './layoutRules';

const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '.json', '/index.ts', '/index.tsx'];
// Node's modules, by either name: a module importing one runs at build time.
const NODE_BUILTIN = /^node:|^(fs|path|os|url|crypto|child_process|module|worker_threads|util|stream|zlib)(\/|$)/;

export function sourceFilesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(siteDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFilesUnder(relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !/\.test\.[jt]sx?$/.test(entry.name) ? [relative] : [];
  });
}

function siteFile(absoluteBase: string): string | undefined {
  const found = RESOLVED_EXTENSIONS.map((extension) => absoluteBase + extension).find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
  return found && path.relative(siteDir, found).replaceAll(path.sep, '/');
}

/** How many `import type …` / `export type … from` declarations name each specifier (the compiler erases them). */
function typeOnlyDeclarations(source: string, fileName: string): Map<string, number> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const counts = new Map<string, number>();
  for (const statement of file.statements) {
    const typeOnly =
      (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && statement.isTypeOnly);
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (typeOnly && specifier && ts.isStringLiteral(specifier)) counts.set(specifier.text, (counts.get(specifier.text) ?? 0) + 1);
  }
  return counts;
}

export interface ModuleImports {
  edges: ImportEdge[];
  /** Whether the module imports one of Node's own modules (it runs at build time only). */
  usesNode: boolean;
}

/** The site files one module imports. */
export function importsOf(file: string): ModuleImports {
  const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const typeDeclarations = typeOnlyDeclarations(source, file);
  const mentions = new Map<string, number>();
  for (const { fileName } of importedFiles) mentions.set(fileName, (mentions.get(fileName) ?? 0) + 1);
  // Type-only when every mention of the specifier is a type-only declaration.
  const isTypeOnly = (specifier: string) => typeDeclarations.get(specifier) === mentions.get(specifier);
  let usesNode = false;
  const edges = [...new Set(importedFiles.map(({ fileName }) => fileName))].flatMap((specifier): ImportEdge[] => {
    if (NODE_BUILTIN.test(specifier)) usesNode = true;
    let to: string | undefined;
    let via: ImportEdge['via'];
    if (specifier.startsWith('@site/')) {
      to = siteFile(path.join(siteDir, specifier.slice('@site/'.length)));
      via = 'path';
    } else if (specifier.startsWith('.')) {
      to = siteFile(path.resolve(siteDir, path.dirname(file), specifier));
      via = 'path';
    } else if (specifier.startsWith('@theme/')) {
      to = themeComponentFile(specifier.slice('@theme/'.length));
      via = 'theme';
    } else {
      return [];
    }
    // A swizzle naming its own alias (`import type LayoutType from '@theme/Layout'`) reads the original's types.
    return to && to !== file ? [{ from: file, to, via, specifier, typeOnly: isTypeOnly(specifier) }] : [];
  });
  return { edges, usesNode };
}

/** Every module of src/ and plugins/ with what it imports. */
export function siteImportGraph(): Map<string, ModuleImports> {
  const files = [...sourceFilesUnder('src'), ...sourceFilesUnder('plugins')];
  return new Map(files.map((file) => [file, importsOf(file)]));
}
