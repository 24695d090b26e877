/**
 * The JavaScript version of a TypeScript demo: types stripped by the TypeScript
 * compiler, formatted with Prettier. The compiler drops blank lines, so the
 * blank lines between statements are marked before and restored after.
 */
import ts from 'typescript';
import * as prettier from 'prettier';
import { reusedWithinBuild } from './buildCache';
import { renameModuleUrls } from './sandbox/imports';

const BLANK_LINE_MARKER = '/*@@x-docs-blank-line@@*/';
const MARKER_LINE = /^[ \t]*\/\*@@x-docs-blank-line@@\*\/[ \t]*$/gm;

export const PRETTIER_OPTIONS: prettier.Options = { singleQuote: true, trailingComma: 'all', printWidth: 85 };

function statementListsOf(sourceFile: ts.SourceFile): ts.NodeArray<ts.Statement>[] {
  const lists: ts.NodeArray<ts.Statement>[] = [sourceFile.statements];
  const visit = (node: ts.Node) => {
    if (ts.isBlock(node) || ts.isModuleBlock(node)) lists.push(node.statements);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(sourceFile, visit);
  return lists;
}

/** Puts a marker comment before every statement that follows a blank line (statement lists never hold JSX text). */
export function markBlankLines(source: string, fileName = 'demo.tsx'): string {
  const scriptKind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKind);
  const positions = statementListsOf(sourceFile)
    .flat()
    .filter((statement) => /\n[ \t]*\r?\n/.test(source.slice(statement.getFullStart(), statement.getStart(sourceFile))))
    .map((statement) => statement.getStart(sourceFile))
    .sort((a, b) => b - a);
  return positions.reduce((text, position) => `${text.slice(0, position)}${BLANK_LINE_MARKER}\n${text.slice(position)}`, source);
}

/**
 * `fileName` tells TSX from plain TypeScript: in a `.ts` helper module, `<T>(list: T[]) => ...` is a generic arrow
 * function, which a TSX parser would read as JSX.
 */
export function toJavaScript(tsSource: string, fileName = 'demo.tsx'): Promise<string> {
  // About 10 s for the site's demos: the other locales of the same build reuse the first one's.
  return reusedWithinBuild('demo-javascript', [fileName, tsSource], () => transpiled(tsSource, fileName));
}

async function transpiled(tsSource: string, fileName: string): Promise<string> {
  const { outputText } = ts.transpileModule(markBlankLines(tsSource, fileName), {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
    },
  });
  // A worker's script named with `new URL('./worker.ts', import.meta.url)` is `worker.js` in the JavaScript variant.
  const javaScript = renameModuleUrls(outputText.replace(MARKER_LINE, ''), (specifier) => specifier.replace(/\.ts(x?)$/, '.js$1'));
  return prettier.format(javaScript, { ...PRETTIER_OPTIONS, parser: 'babel' });
}
