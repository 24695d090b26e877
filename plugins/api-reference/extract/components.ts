import ts from 'typescript';

/** A PascalCase value export: `DataGrid`, `PickersDay`; not `GRID_ROOT_GROUP_ID` nor `useGridApiRef`. */
const PASCAL_CASE = /^[A-Z][a-z0-9]/;
/** What a React component returns, as the checker prints it. */
const REACT_RETURN = /\b(Element|ReactNode|ReactElement|ReactPortal)\b/;

export interface ComponentExport {
  name: string;
  /** The symbol the export resolves to (the same for every package re-exporting it). */
  symbol: ts.Symbol;
  declaration: ts.Declaration;
  /** Null for a component that takes no props (`() => JSX.Element`). */
  propsType: ts.Type | null;
  /**
   * Its signature's type parameters, which the reader's props decide (`R`, `Multiple`). With any, its props are read
   * at their defaults (defaultInstantiations.ts).
   */
  typeParameterNames: string[];
}

export function resolveAlias(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Emotion styled components (`withComponent`) and contexts (`Provider`/`Consumer`) are callable but not documented components. */
function isStyledOrContext(type: ts.Type): boolean {
  return Boolean(type.getProperty('withComponent') || (type.getProperty('Provider') && type.getProperty('Consumer')));
}

/**
 * An export is a component when it is a PascalCase value whose first call
 * signature takes one object (the props), or nothing, and returns a React element
 * or node. Styled components and contexts are left out.
 */
export function asComponentExport(exported: ts.Symbol, checker: ts.TypeChecker): ComponentExport | null {
  const name = exported.getName();
  if (!PASCAL_CASE.test(name)) return null;
  const symbol = resolveAlias(exported, checker);
  if (!(symbol.flags & ts.SymbolFlags.Value) || symbol.flags & ts.SymbolFlags.Class) return null;
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration) return null;
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  const [signature] = type.getCallSignatures();
  if (!signature || isStyledOrContext(type)) return null;
  if (!REACT_RETURN.test(checker.typeToString(signature.getReturnType()))) return null;
  const [propsParameter] = signature.getParameters();
  if (!propsParameter) return { name, symbol, declaration, propsType: null, typeParameterNames: [] };
  const propsType = checker.getTypeOfSymbolAtLocation(propsParameter, declaration);
  const isObject = propsType.isUnionOrIntersection() || Boolean(propsType.flags & ts.TypeFlags.Object);
  if (!isObject) return null;
  const typeParameterNames = (signature.typeParameters ?? []).map((parameter) => parameter.symbol.name);
  return { name, symbol, declaration, propsType, typeParameterNames };
}
