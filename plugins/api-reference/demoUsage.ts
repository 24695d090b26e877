/**
 * Which guide pages demo which MUI X exports: every `<Demo src>` of every docs
 * page is opened and its imports from `@mui/x-*` packages are read.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { docsPagesIn } from '../mdx/docsPages';

export interface GuidePage {
  title: string;
  /** `/x/react-data-grid/sorting/` */
  path: string;
  /** The MUI X names its demos import (`DataGrid`, `GridColDef`). */
  importedNames: string[];
}

const DEMO_TAG = /<Demo\b[^>]*?\bsrc=["']([^"']+)["']/g;
const MUI_X_PACKAGE = /^@mui\/x-[\w-]+(\/|$)/;

/** The names a module imports from MUI X packages, values and types alike. */
export function muiXImportsOf(source: string, fileName = 'demo.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!MUI_X_PACKAGE.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text));
    }
  }
  return names;
}

/** `docs/react-data-grid/sorting.mdx` → `/x/react-data-grid/sorting/`; an `index.mdx` is its folder's URL. */
export function guidePathOf(docsDir: string, file: string): string {
  const relative = path
    .relative(docsDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
  return relative ? `/x/${relative}/` : '/x/';
}

function frontMatterTitle(source: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m.exec(frontMatter)?.[1]?.trim();
  return title?.replace(/^(['"])(.*)\1$/, '$2');
}

const importsByDemoFile = new Map<string, { stamp: string; names: string[] }>();

/**
 * A demo file's MUI X imports (none when it does not exist), parsed again only when the file changed: `npm start`
 * scans every demo again at each edit of a docs page.
 */
function muiXImportsOfFile(file: string): string[] {
  let stamp: string;
  try {
    const { mtimeMs, size } = fs.statSync(file);
    stamp = `${mtimeMs}:${size}`;
  } catch {
    return [];
  }
  const known = importsByDemoFile.get(file);
  if (known?.stamp === stamp) return known.names;
  const names = muiXImportsOf(fs.readFileSync(file, 'utf8'), file);
  importsByDemoFile.set(file, { stamp, names });
  return names;
}

/** Every docs page with at least one demo importing from MUI X; `pages` are the docs pages, when already listed. */
export function scanGuidePages(docsDir: string, pages: string[] = docsPagesIn(docsDir)): GuidePage[] {
  return pages.flatMap((page) => {
    const file = path.join(docsDir, page);
    const source = fs.readFileSync(file, 'utf8');
    const importedNames = new Set<string>();
    for (const [, src = ''] of source.matchAll(DEMO_TAG)) {
      muiXImportsOfFile(path.resolve(path.dirname(file), src)).forEach((name) => importedNames.add(name));
    }
    if (importedNames.size === 0) return [];
    const pagePath = guidePathOf(docsDir, file);
    return [{ title: frontMatterTitle(source) ?? pagePath, path: pagePath, importedNames: [...importedNames].sort() }];
  });
}

/** `/x/react-data-grid/filtering/` exists when `docs/react-data-grid/filtering.mdx` (or `…/index.mdx`) does. */
export function docsPageExists(docsDir: string, pathname: string): boolean {
  const relative = pathname.replace(/^\/x\/?/, '').replace(/\/$/, '');
  const candidates = relative ? [relative, `${relative}/index`] : ['index'];
  return candidates.some((candidate) => ['.mdx', '.md'].some((extension) => fs.existsSync(path.join(docsDir, `${candidate}${extension}`))));
}
