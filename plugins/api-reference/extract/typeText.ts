import ts from 'typescript';

/** A member's type as the tables show it. */
export interface TypeText {
  /** The whole type on one line, without doc comments or import qualifiers. */
  type: string;
  /** For a type too long for a line or two: a one-line summary (`{ … }`, `(params, event) => void`). */
  typeSummary?: string;
  /** For a long type: the whole type, formatted over several lines. */
  typeFull?: string;
}

/** Past this many characters a type takes more than two lines of the type column: it gets a summary. */
export const LONG_TYPE_LENGTH = 80;
const ELLIPSIS = '…';
const IMPORT_QUALIFIER = /import\("[^"]+"\)\./g;
const ALIAS = 'T';

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').trim();
}

/** Parses a type as the right-hand side of an alias; undefined when it is not a type TypeScript can read alone. */
function parseType(text: string): { node: ts.TypeNode; sourceFile: ts.SourceFile } | undefined {
  const sourceFile = ts.createSourceFile('type.ts', `type ${ALIAS} = ${text};`, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const [statement] = sourceFile.statements;
  if (sourceFile.statements.length !== 1 || !statement || !ts.isTypeAliasDeclaration(statement)) return undefined;
  const diagnostics = (sourceFile as unknown as { parseDiagnostics?: readonly ts.Diagnostic[] }).parseDiagnostics;
  if (diagnostics && diagnostics.length > 0) return undefined;
  return { node: statement.type, sourceFile };
}

/** The type printed by TypeScript without its comments, four-space indents made two, a long union one member a line. */
function printMultiline(node: ts.TypeNode, sourceFile: ts.SourceFile): string {
  if (ts.isUnionTypeNode(node)) {
    return node.types.map((member) => `| ${printMultiline(member, sourceFile).replace(/\n/g, '\n  ')}`).join('\n');
  }
  return printer.printNode(ts.EmitHint.Unspecified, node, sourceFile).replace(/^((?: {4})+)/gm, (indent) => ' '.repeat(indent.length / 2));
}

function print(node: ts.Node, sourceFile: ts.SourceFile): string {
  return oneLine(printer.printNode(ts.EmitHint.Unspecified, node, sourceFile));
}

function parameterName(parameter: ts.ParameterDeclaration, sourceFile: ts.SourceFile): string {
  const name = ts.isIdentifier(parameter.name) ? parameter.name.text : print(parameter.name, sourceFile);
  return `${parameter.dotDotDotToken ? '...' : ''}${name}`;
}

/** The shortest faithful outline of a type: object literals and type arguments folded, parameter types left out. */
function summarize(node: ts.TypeNode, sourceFile: ts.SourceFile, budget: number): string {
  const printed = print(node, sourceFile);
  if (printed.length <= budget) return printed;
  if (ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node)) return `{ ${ELLIPSIS} }`;
  if (ts.isTypeReferenceNode(node) && node.typeArguments) return `${print(node.typeName, sourceFile)}<${ELLIPSIS}>`;
  if (ts.isArrayTypeNode(node)) return `${summarize(node.elementType, sourceFile, budget - 2)}[]`;
  if (ts.isParenthesizedTypeNode(node)) return `(${summarize(node.type, sourceFile, budget - 2)})`;
  if (ts.isFunctionTypeNode(node) || ts.isConstructorTypeNode(node)) {
    const parameters = node.parameters.map((parameter) => parameterName(parameter, sourceFile)).join(', ');
    const head = `${ts.isConstructorTypeNode(node) ? 'new ' : ''}(${parameters}) => `;
    return head + summarize(node.type, sourceFile, Math.max(budget - head.length, 8));
  }
  if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
    const separator = ts.isUnionTypeNode(node) ? ' | ' : ' & ';
    const parts = node.types.map((member) => summarize(member, sourceFile, budget));
    let summary = '';
    for (const [index, part] of parts.entries()) {
      const next = index === 0 ? part : summary + separator + part;
      if (index > 0 && next.length > budget) return `${summary}${separator}${ELLIPSIS}`;
      summary = next;
    }
    return summary;
  }
  return printed;
}

/**
 * The readable forms of a type as a package wrote it: doc comments and `import("…").` qualifiers dropped, one line,
 * and for a long type a one-line summary and the full type formatted by TypeScript's printer.
 */
export function formatTypeText(written: string): TypeText {
  const text = written.replace(IMPORT_QUALIFIER, '');
  const parsed = parseType(text);
  if (!parsed) return { type: oneLine(text) };
  const type = print(parsed.node, parsed.sourceFile);
  if (type.length <= LONG_TYPE_LENGTH) return { type };
  return {
    type,
    typeSummary: summarize(parsed.node, parsed.sourceFile, LONG_TYPE_LENGTH / 2),
    typeFull: printMultiline(parsed.node, parsed.sourceFile),
  };
}
