import ts from 'typescript';
import type { ApiPlan, ApiProductId } from '../types';
import { resolveAlias } from './components';
import { readDoc } from './jsdoc';
import { formatTypeText } from './typeText';
import type { RawSelector } from './types';

/** Whether an exported name is one of the product's selectors: `grid…Selector` for the prefix `grid`. */
export function isSelectorName(name: string, prefix: string): boolean {
  return new RegExp(`^${prefix}[A-Z]\\w*Selector$`).test(name);
}

/** A value that can be called: a selector, as opposed to a type or a component named `…Selector`. */
export function isCallableValue(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  const resolved = resolveAlias(symbol, checker);
  return Boolean(resolved.valueDeclaration) && checker.getTypeOfSymbol(resolved).getCallSignatures().length > 0;
}

const PRINT_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/**
 * The call as a reader writes it: the first argument is always the grid's `apiRef` (whatever the declaration names it),
 * then the arguments a selector of a row or a cell takes. A root selector's `args?: unknown` is no argument to pass.
 */
function signatureText(signature: ts.Signature, location: ts.Node, checker: ts.TypeChecker): string {
  const [, ...rest] = signature.getParameters();
  const parameters = rest.flatMap((parameter) => {
    const type = checker.getTypeOfSymbolAtLocation(parameter, location);
    if (type.flags & ts.TypeFlags.Unknown) return [];
    const declaration = parameter.valueDeclaration;
    const optional = Boolean(declaration && ts.isParameter(declaration) && checker.isOptionalParameter(declaration));
    // A parameter the declaration leaves unnamed is `args_1` to the checker.
    const name = parameter.getName().replace(/^args_\d+$/, 'args');
    const text = checker.typeToString(type, location, PRINT_FLAGS);
    return [`${name}${optional ? '?' : ''}: ${optional ? text.replace(/ \| undefined$/, '') : text}`];
  });
  const returned = checker.typeToString(signature.getReturnType(), location, PRINT_FLAGS);
  return `(${['apiRef', ...parameters].join(', ')}) => ${returned}`;
}

/** A selector's row, or null when the package keeps it out of its documentation (`@ignore`). */
export function readSelector(
  exported: { name: string; product: ApiProductId; plan: ApiPlan; symbol: ts.Symbol },
  checker: ts.TypeChecker,
): RawSelector | null {
  const symbol = resolveAlias(exported.symbol, checker);
  const tags = symbol.getJsDocTags(checker);
  if (tags.some((tag) => tag.name === 'ignore')) return null;
  const location = symbol.valueDeclaration;
  const [signature] = checker.getTypeOfSymbol(symbol).getCallSignatures();
  if (!location || !signature) return null;
  const category = tags.find((tag) => tag.name === 'category');
  const categoryText = category && ts.displayPartsToString(category.text).trim();
  return {
    name: exported.name,
    product: exported.product,
    plan: exported.plan,
    ...(categoryText && { category: categoryText }),
    ...formatTypeText(signatureText(signature, location, checker)),
    doc: readDoc(symbol, checker),
  };
}
