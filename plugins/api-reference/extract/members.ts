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
 * The properties of a props or interface type. For a union (`GridColDef`,
 * a component taking one of two prop shapes) every property of any member is
 * listed, required only when every member requires it.
 */
export function propertiesOf(type: ts.Type, checker: ts.TypeChecker): MemberSymbol[] {
  const members = type.isUnion() ? type.types.filter((member) => member.flags & ts.TypeFlags.Object || member.isIntersection()) : [type];
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
   * `Multiple`, which its `multiSelect` sets) or the interface's. A written type naming one stays as written.
   */
  openParameters: ReadonlySet<string>;
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

/** The checker's view of a member's type on this page, without the `undefined` an optional member adds. */
function typeOnPage(member: MemberSymbol, reading: MemberReading, location: ts.Node): string | undefined {
  const { checker } = reading;
  const [symbol] = member.symbols;
  const type = symbol ? checker.getTypeOfSymbolAtLocation(symbol, location) : undefined;
  if (!type) return undefined;
  let text = readableType(checker.typeToString(type, location, PRINTED));
  for (const alias of reading.keptAliases) {
    text = text.split(readableType(checker.typeToString(alias.type, location, PRINTED))).join(alias.name);
  }
  return member.optional ? withoutOuterParentheses(text.replace(/^undefined \| | \| undefined$/, '')) : text;
}

/** How many loose types (`any`, `unknown`, `{}`) a type text holds: what a type parameter left at its default becomes. */
function looseTypes(text: string): number {
  return text.match(/\bany\b|\bunknown\b|\{\}/g)?.length ?? 0;
}

/**
 * The type of a member as the package wrote it; the checker's view when there is no written type, or when the written
 * type names only type parameters that this page fixes (DatePicker's `value` is written `TValue`, and is
 * `PickerValue` there). A parameter the reader's code decides stays as written (`MemberReading.openParameters`), and
 * so does a type whose printed form only gains loose types. A prop both the package and React declare (`onClick` on a cell's
 * `React.HTMLAttributes`) takes both, intersected: the package's declaration is the one that says what it takes.
 */
function memberTypeText(member: MemberSymbol, reading: MemberReading, location: ts.Node): string {
  const { checker, isOwnFile } = reading;
  const written = new Set<string>();
  const named: string[] = [];
  const declarations = declarationsOf(member);
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
  const asWritten = [...written].join(' | ');
  const fixedByPage = named.length > 0 && named.every((name) => !reading.openParameters.has(name));
  if (written.size > 0 && !fixedByPage) return asWritten;
  const onPage = typeOnPage(member, reading, location);
  if (!onPage) return asWritten || 'unknown';
  return written.size > 0 && looseTypes(onPage) > looseTypes(asWritten) ? asWritten : onPage;
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
