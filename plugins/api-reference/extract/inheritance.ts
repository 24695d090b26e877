import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ApiInheritance } from '../types';
import { toKebabCase } from '../slug';
import { declarationsOf, readableType, type MemberSymbol, type OwnFileTest } from './members';

/** Utility types that keep (some of) the properties of their first argument. */
const PASS_THROUGH_ALIASES = new Set(['Omit', 'Pick', 'Partial', 'Required', 'Readonly', 'PartialBy', 'MakeOptional', 'DistributiveOmit']);
const REACT_PROPS_PAGE = 'https://react.dev/reference/react-dom/components/common';

/** `…/node_modules/@types/react/index.d.ts` → `react`; `…/@mui/material/Button/Button.d.ts` → `@mui/material`. */
export function packageOfFile(fileName: string): string {
  const afterNodeModules = fileName.split(/[\\/]node_modules[\\/]/).pop() ?? fileName;
  const [scopeOrName = '', name = ''] = afterNodeModules.split(/[\\/]/);
  const packageName = scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
  return packageName.replace(/^@types\//, '');
}

function isTypeScriptLib(fileName: string): boolean {
  return /[\\/]typescript[\\/]lib[\\/]lib\./.test(fileName);
}

/**
 * The types declared outside the documented packages that a props type
 * extends or intersects (`React.HTMLAttributes<HTMLDivElement>`, `ButtonProps`),
 * looking through the package's own interfaces and through `Omit`, `Pick`...
 */
function foreignSources(type: ts.Type, checker: ts.TypeChecker, isOwnFile: OwnFileTest, seen = new Set<ts.Type>()): ts.Type[] {
  if (seen.has(type)) return [];
  seen.add(type);
  if (type.isUnionOrIntersection()) {
    return type.types.flatMap((member) => foreignSources(member, checker, isOwnFile, seen));
  }
  const alias = type.aliasSymbol;
  if (alias && PASS_THROUGH_ALIASES.has(alias.name) && type.aliasTypeArguments?.[0]) {
    return foreignSources(type.aliasTypeArguments[0], checker, isOwnFile, seen);
  }
  const symbol = alias ?? type.getSymbol();
  const fileName = symbol?.declarations?.[0]?.getSourceFile().fileName;
  if (!fileName || isTypeScriptLib(fileName)) return [];
  if (!isOwnFile(fileName)) return [type];
  const target = (type as ts.TypeReference).target ?? type;
  if (target.isClassOrInterface()) {
    return (checker.getBaseTypes(target) ?? []).flatMap((base) => foreignSources(base, checker, isOwnFile, seen));
  }
  return [];
}

function muiMaterialComponent(typeName: string, nodeModulesDir: string): string | undefined {
  const component = typeName.replace(/(OwnProps|Props|TypeMap)(<.*)?$/, '');
  const exists = component !== typeName && fs.existsSync(path.join(nodeModulesDir, '@mui/material', component, 'index.d.ts'));
  return exists ? component : undefined;
}

function describeSource(sourceName: string, packageName: string, nodeModulesDir: string): Pick<ApiInheritance, 'source' | 'href'> {
  if (packageName === 'react') {
    return { source: `React.${sourceName}`, href: REACT_PROPS_PAGE };
  }
  const component = packageName === '@mui/material' ? muiMaterialComponent(sourceName, nodeModulesDir) : undefined;
  return component ? { source: sourceName, href: `https://mui.com/material-ui/api/${toKebabCase(component)}/` } : { source: sourceName };
}

function containerName(declaration: ts.Declaration): string {
  let node: ts.Node | undefined = declaration.parent;
  while (node && !ts.isInterfaceDeclaration(node) && !ts.isTypeAliasDeclaration(node) && !ts.isClassDeclaration(node)) {
    node = node.parent;
  }
  return node && 'name' in node && node.name ? node.name.text : 'an inline type';
}

/**
 * Names what the inherited (not own) props come from, with how many props each
 * source adds, instead of listing hundreds of DOM attributes.
 */
export function describeInheritance(
  propsType: ts.Type,
  inherited: readonly MemberSymbol[],
  checker: ts.TypeChecker,
  isOwnFile: OwnFileTest,
  nodeModulesDir: string,
): ApiInheritance[] {
  const remaining = new Set(inherited.map((member) => member.name));
  const result: ApiInheritance[] = [];
  for (const source of foreignSources(propsType, checker, isOwnFile)) {
    const names = checker
      .getPropertiesOfType(source)
      .map((property) => property.name)
      .filter((name) => remaining.has(name));
    if (names.length === 0) continue;
    names.forEach((name) => remaining.delete(name));
    const fileName = (source.aliasSymbol ?? source.getSymbol())?.declarations?.[0]?.getSourceFile().fileName ?? '';
    const packageName = packageOfFile(fileName);
    const sourceName = readableType(checker.typeToString(source, undefined, ts.TypeFormatFlags.NoTruncation));
    result.push({ ...describeSource(sourceName, packageName, nodeModulesDir), packageName, propCount: names.length });
  }
  const leftovers = new Map<string, ApiInheritance>();
  for (const member of inherited.filter((entry) => remaining.has(entry.name))) {
    const [declaration] = declarationsOf(member);
    if (!declaration) continue;
    const packageName = packageOfFile(declaration.getSourceFile().fileName);
    const sourceName = containerName(declaration);
    const key = `${packageName}:${sourceName}`;
    const entry = leftovers.get(key) ?? { ...describeSource(sourceName, packageName, nodeModulesDir), packageName, propCount: 0 };
    entry.propCount += 1;
    leftovers.set(key, entry);
  }
  return [...result, ...leftovers.values()];
}
