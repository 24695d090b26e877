import ts from 'typescript';
import { readDoc } from './jsdoc';
import { formatTypeText } from './typeText';
import type { RawMember } from './types';

/** Decides whether a declaration belongs to the documented packages (its props are "own"). */
export type OwnFileTest = (fileName: string) => boolean;

export const isMuiXFile: OwnFileTest = (fileName) => /[\\/]node_modules[\\/]@mui[\\/]x-/.test(fileName);

export interface MemberSymbol {
  name: string;
  symbols: ts.Symbol[];
  /** Marked `?`, or missing from a member of a union. */
  optional: boolean;
}

/**
 * The members of a union of props a reader can pass. A component typed as a union of two components
 * (`GridActionsCellItem`) takes the intersection of their props, which TypeScript spreads into every pairing of their
 * branches: a pairing whose discriminants disagree (`showInMenu: true` with `showInMenu?: false`) is `never`.
 */
function possibleMembers(type: ts.UnionType, checker: ts.TypeChecker): ts.Type[] {
  return type.types.filter(
    (member) =>
      (member.flags & ts.TypeFlags.Object || member.isIntersection()) && !checker.isTypeAssignableTo(member, checker.getNeverType()),
  );
}

/**
 * The properties of a props or interface type. For a union (`GridColDef`,
 * a component taking one of two prop shapes) every property of any member is
 * listed, required only when every member requires it.
 */
export function propertiesOf(type: ts.Type, checker: ts.TypeChecker): MemberSymbol[] {
  const members = type.isUnion() ? possibleMembers(type, checker) : [type];
  const byName = new Map<string, MemberSymbol & { count: number }>();
  for (const member of members) {
    for (const property of checker.getPropertiesOfType(member)) {
      const optional = Boolean(property.flags & ts.SymbolFlags.Optional);
      const entry = byName.get(property.name);
      if (entry) {
        entry.symbols.push(property);
        entry.optional ||= optional;
        entry.count += 1;
      } else {
        byName.set(property.name, { name: property.name, symbols: [property], optional, count: 1 });
      }
    }
  }
  return [...byName.values()].map(({ count, ...entry }) => ({ ...entry, optional: entry.optional || count < members.length }));
}

export function declarationsOf(member: MemberSymbol): ts.Declaration[] {
  return member.symbols.flatMap((symbol) => symbol.declarations ?? []);
}

export function isOwnMember(member: MemberSymbol, isOwnFile: OwnFileTest): boolean {
  return declarationsOf(member).some((declaration) => isOwnFile(declaration.getSourceFile().fileName));
}

const IMPORT_QUALIFIER = /import\("[^"]+"\)\./g;

export function readableType(text: string): string {
  return text.replace(IMPORT_QUALIFIER, '').replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
}

/** The type parameters a written type names (`TValue`, `TView`, `R`). */
function typeParametersNamed(node: ts.TypeNode, checker: ts.TypeChecker): string[] {
  const names: string[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isTypeReferenceNode(child) && (checker.getSymbolAtLocation(child.typeName)?.flags ?? 0) & ts.SymbolFlags.TypeParameter) {
      names.push(child.typeName.getText());
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

/** How members are read: which files are the packages' own, and the aliases kept by name in printed types. */
export interface MemberReading {
  checker: ts.TypeChecker;
  isOwnFile: OwnFileTest;
  /**
   * Aliases the checker prints expanded, kept by name: `PickerValidDate` is each date library's type a program loads
   * an adapter of, and this program loads all of them (`Date | dayjs.Dayjs | DateTime<boolean> | Moment`).
   */
  keptAliases: readonly { name: string; type: ts.Type }[];
  /**
   * The type parameters the reader's code decides on this page: the component's own (the row model `R`, the tree's
   * `Multiple`, which its `multiSelect` sets), or all of them on a generic interface's page. A written type naming one
   * stays as written.
   */
  openParameters: ReadonlySet<string> | 'all';
  /**
   * Names only a higher plan's package exports than the page's. The program loads every package, so a type printed on a
   * community page may list what Pro adds (`HeatmapSeriesType` among the series): such a type stays as written.
   */
  namesBeyondPage: ReadonlySet<string>;
}

const PRINTED = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** `((a) => void)` → `(a) => void`, once the `| undefined` around it is gone. */
function withoutOuterParentheses(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let index = 0; index < text.length - 1; index += 1) {
    depth += text[index] === '(' ? 1 : text[index] === ')' ? -1 : 0;
    if (depth === 0) return text;
  }
  return text.slice(1, -1);
}

/** The checker's view of a symbol's type on this page, without the `undefined` an optional member adds. */
function typeOnPage(symbol: ts.Symbol, reading: MemberReading, location: ts.Node): string {
  const { checker } = reading;
  let text = readableType(checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, location), location, PRINTED));
  for (const alias of reading.keptAliases) {
    text = text.split(readableType(checker.typeToString(alias.type, location, PRINTED))).join(alias.name);
  }
  const optional = Boolean(symbol.flags & ts.SymbolFlags.Optional);
  return optional ? withoutOuterParentheses(text.replace(/^undefined \| | \| undefined$/, '')) : text;
}

/** How many loose types (`any`, `unknown`, `{}`) a type text holds: what a type parameter left at its default becomes. */
function looseTypes(text: string): number {
  return text.match(/\bany\b|\bunknown\b|\{\}/g)?.length ?? 0;
}

/**
 * The type of one symbol of a member (a member of a union of props has one per branch) as the package wrote it; the
 * checker's view when there is no written type, or when the written type names only type parameters this page fixes
 * (DatePicker's `value` is written `TValue`, and is `PickerValue` there). It stays as written when a parameter is the
 * reader's (`MemberReading.openParameters`), or when the printed form gains loose types or names a higher plan's. A
 * prop both the package and React declare (`onClick` on a cell's `React.HTMLAttributes`) takes both, intersected: the
 * package's declaration is the one that says what it takes.
 */
function symbolTypeText(symbol: ts.Symbol, reading: MemberReading, location: ts.Node): string {
  const { checker, isOwnFile, openParameters } = reading;
  const written = new Set<string>();
  const named: string[] = [];
  const declarations = symbol.declarations ?? [];
  const own = declarations.filter((declaration) => isOwnFile(declaration.getSourceFile().fileName));
  for (const declaration of own.length > 0 ? own : declarations) {
    if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
      written.add(declaration.type.getText());
      named.push(...typeParametersNamed(declaration.type, checker));
    } else if (ts.isMethodSignature(declaration)) {
      const signature = checker.getSignatureFromDeclaration(declaration);
      if (signature)
        written.add(readableType(checker.signatureToString(signature, undefined, ts.TypeFormatFlags.WriteArrowStyleSignature)));
    }
  }
  const asWritten = uniqueAlternatives([...written]).join(' | ');
  const fixedByPage = openParameters !== 'all' && named.length > 0 && named.every((name) => !openParameters.has(name));
  if (written.size > 0 && !fixedByPage) return asWritten;
  const onPage = typeOnPage(symbol, reading, location);
  if (written.size === 0) return onPage;
  const beyondPage = onPage.match(/\b[A-Z]\w*/g)?.some((name) => reading.namesBeyondPage.has(name)) ?? false;
  return beyondPage || looseTypes(onPage) > looseTypes(asWritten) ? asWritten : onPage;
}

/**
 * The members of a union type's text, split at its top-level `|` (not inside brackets). A function type is one part
 * whole: the `|` after its arrow belongs to its return type.
 */
function unionParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '>' && text[index - 1] === '=') {
      if (depth === 0) return [text.trim()];
    } else if ('(<[{'.includes(char as string)) depth += 1;
    else if (')>]}'.includes(char as string)) depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  return [...parts, text.slice(start).trim()].filter(Boolean);
}

/** `"start"` → `'start'`: the checker prints a string literal in double quotes, the packages write single ones. */
function withSingleQuotes(part: string): string {
  return /^"[^"'\\]*"$/.test(part) ? `'${part.slice(1, -1)}'` : part;
}

/** The alternatives of several union types, each once. */
function uniqueAlternatives(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap(unionParts).map(withSingleQuotes))];
}

/**
 * A member's type: its symbols' types (a member of a union of props has one per branch), each alternative once, a
 * branch where the member cannot be set (`never`, `undefined`) left out.
 */
function memberTypeText(member: MemberSymbol, reading: MemberReading, location: ts.Node): string {
  const texts = member.symbols.map((symbol) => symbolTypeText(symbol, reading, location));
  if (texts.length === 1) return texts[0] || 'unknown';
  const parts = uniqueAlternatives(texts);
  const settable = parts.filter((part) => part !== 'never' && part !== 'undefined');
  return (settable.length > 0 ? settable : parts).join(' | ') || 'unknown';
}

export function toRawMember(member: MemberSymbol, reading: MemberReading, location: ts.Node): RawMember {
  const [first] = member.symbols;
  const doc = first ? readDoc(first, reading.checker) : { description: '' };
  const typeText = memberTypeText(member, reading, location);
  return { name: member.name, ...formatTypeText(typeText), required: !member.optional, ...doc };
}

export function byName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, 'en');
}
