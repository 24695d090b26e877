import ts from 'typescript';

/** A fenced TypeScript or JavaScript block of a page, as a reader would copy it. */
export interface CodeBlock {
  /** The page's path, as `docs/…/page.mdx`. */
  page: string;
  /** The page's line that holds the block's first line of code. */
  line: number;
  /** `tsx` for blocks that may hold JSX (tsx, jsx), `ts` for the others (ts, js). */
  extension: 'ts' | 'tsx';
  code: string;
}

const OPENING_FENCE = /^```(\S*)\s*(.*)$/;
const CLOSING_FENCE = /^```\s*$/;
const CODE_LANGUAGES = new Set(['tsx', 'ts', 'jsx', 'js']);

interface Fence {
  /** The info string's first word (`tsx`, `diff`, `bash`) and the rest (`live`, `title="theme.js"`). */
  language: string;
  meta: string;
  /** The page's line that holds the fence's first line inside. */
  line: number;
  lines: string[];
}

/** The page's fenced blocks, each with the lines between its fences. */
function fencesOf(text: string): Fence[] {
  const lines = text.split('\n');
  const fences: Fence[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const opening = OPENING_FENCE.exec(lines[index] as string);
    if (!opening) continue;
    let end = index + 1;
    while (end < lines.length && !CLOSING_FENCE.test(lines[end] as string)) end += 1;
    const [, language = '', meta = ''] = opening;
    fences.push({ language, meta, line: index + 2, lines: lines.slice(index + 1, end) });
    index = end;
  }
  return fences;
}

/**
 * The page's fenced `tsx`, `ts`, `jsx` and `js` blocks. Live blocks (```jsx live) are left out: they run in the live
 * editor's scope, not as a module of their own. So are blocks that show a file of the site (```ts file=./demos/…```,
 * plugins/demos/remarkCodeFiles.ts): the file is part of the site's own type check.
 */
export function codeBlocksOf(page: string, text: string): CodeBlock[] {
  return fencesOf(text)
    .filter(({ language, meta }) => CODE_LANGUAGES.has(language) && !/\blive\b/.test(meta) && !/(^|\s)file=/.test(meta))
    .map(({ language, line, lines }) => ({
      page,
      line,
      extension: language === 'tsx' || language === 'jsx' ? 'tsx' : 'ts',
      code: lines.join('\n'),
    }));
}

/**
 * The code a reader has after applying each ```diff block of the page: its unchanged (` `) and added (`+`) lines. A
 * removed line becomes an empty one, so that a line of the result is the page's line as well. A migration guide's diffs
 * end on the version it migrates to.
 */
export function diffResultsOf(page: string, text: string): CodeBlock[] {
  return fencesOf(text)
    .filter(({ language }) => language === 'diff')
    .map(({ line, lines }) => ({
      page,
      line,
      extension: 'tsx',
      code: lines.map((diffLine) => (diffLine.startsWith('-') ? '' : diffLine.slice(1))).join('\n'),
    }));
}

/**
 * Whether the block parses as a module of its own. A block that shows a piece of a larger whole (a column
 * definition's properties, a component's attributes, an opening tag) does not, and cannot be type-checked alone.
 */
export function isWholeModule(block: CodeBlock): boolean {
  const fileName = `block.${block.extension}`;
  const { diagnostics = [] } = ts.transpileModule(block.code, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve },
  });
  if (diagnostics.length > 0) return false;
  // A function's body parses, but its `return` says it is a piece of a function.
  const source = ts.createSourceFile(fileName, block.code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return !source.statements.some(ts.isReturnStatement);
}
