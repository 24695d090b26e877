/**
 * The short preview of a demo: the JSX its default export returns, when it is
 * 16 lines or fewer. Longer demos show their whole source behind "Show code".
 */
import ts from 'typescript';

export const MAX_PREVIEW_LINES = 16;

function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  return [lines[0], ...lines.slice(1).map((line) => line.slice(indent))].join('\n');
}

function defaultExportBody(sourceFile: ts.SourceFile): ts.Block | undefined {
  for (const statement of sourceFile.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.body && ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Default) {
      return statement.body;
    }
  }
  return undefined;
}

export function extractPreview(source: string, fileName = 'demo.tsx'): string | null {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const body = defaultExportBody(sourceFile);
  const lastReturn = body?.statements.filter(ts.isReturnStatement).at(-1);
  let expression = lastReturn?.expression;
  while (expression && ts.isParenthesizedExpression(expression)) {
    expression = expression.expression;
  }
  if (!expression || !(ts.isJsxElement(expression) || ts.isJsxSelfClosingElement(expression) || ts.isJsxFragment(expression))) {
    return null;
  }
  const jsx = dedent(expression.getText(sourceFile));
  return jsx.split('\n').length <= MAX_PREVIEW_LINES ? jsx : null;
}
