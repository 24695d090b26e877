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

/**
 * The type of a member as the package wrote it; the checker's view when there is no written type. A prop both the
 * package and React declare (`onClick` on a cell's `React.HTMLAttributes`) takes both, intersected: the package's
 * declaration is the one that says what it takes.
 */
function memberTypeText(member: MemberSymbol, checker: ts.TypeChecker, location: ts.Node, isOwnFile: OwnFileTest): string {
  const written = new Set<string>();
  const declarations = declarationsOf(member);
  const own = declarations.filter((declaration) => isOwnFile(declaration.getSourceFile().fileName));
  for (const declaration of own.length > 0 ? own : declarations) {
    if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
      written.add(declaration.type.getText());
    } else if (ts.isMethodSignature(declaration)) {
      const signature = checker.getSignatureFromDeclaration(declaration);
      if (signature)
        written.add(readableType(checker.signatureToString(signature, undefined, ts.TypeFormatFlags.WriteArrowStyleSignature)));
    }
  }
  if (written.size > 0) return [...written].join(' | ');
  const [symbol] = member.symbols;
  const type = symbol ? checker.getTypeOfSymbolAtLocation(symbol, location) : undefined;
  return type ? readableType(checker.typeToString(checker.getNonNullableType(type), location, ts.TypeFormatFlags.NoTruncation)) : 'unknown';
}

export function toRawMember(member: MemberSymbol, checker: ts.TypeChecker, location: ts.Node, isOwnFile: OwnFileTest): RawMember {
  const [first] = member.symbols;
  const doc = first ? readDoc(first, checker) : { description: '' };
  const typeText = memberTypeText(member, checker, location, isOwnFile);
  return { name: member.name, ...formatTypeText(typeText), required: !member.optional, ...doc };
}

export function byName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, 'en');
}
