import { createRequire } from 'node:module';
import ts from 'typescript';
import { readDoc } from './jsdoc';
import { byName, type MemberSymbol } from './members';
import type { RawCssClass, RawSlot } from './types';

function memberType(member: MemberSymbol | undefined, checker: ts.TypeChecker, location: ts.Node): ts.Type | undefined {
  const [symbol] = member?.symbols ?? [];
  return symbol ? checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, location)) : undefined;
}

/** The slots of a component: the properties of its `slots` prop, with their `@default` component. */
export function readSlots(slotsMember: MemberSymbol | undefined, checker: ts.TypeChecker, location: ts.Node): RawSlot[] {
  const type = memberType(slotsMember, checker, location);
  if (!type) return [];
  return checker
    .getPropertiesOfType(type)
    .map((property) => {
      const { description, defaultValue } = readDoc(property, checker);
      return { name: property.name, description, ...(defaultValue !== undefined && { defaultValue }) };
    })
    .sort(byName);
}

/** A `*Classes` object exported by a package: where its runtime value lives. */
export interface ClassesExport {
  symbol: ts.Symbol;
  /** The declaration file; its `.js` twin holds the generated class names. */
  declarationFile: string;
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** `Partial<GridClasses>` → `gridClasses`: MUI names each classes object after its interface. */
function classesExportName(classesType: ts.Type | undefined, componentName: string): string {
  const interfaceType = classesType?.aliasSymbol && classesType.aliasTypeArguments?.[0] ? classesType.aliasTypeArguments[0] : classesType;
  const interfaceName = interfaceType?.aliasSymbol?.name ?? interfaceType?.getSymbol()?.name;
  return interfaceName && /Classes$/.test(interfaceName) ? lowerFirst(interfaceName) : `${lowerFirst(componentName)}Classes`;
}

const runtimeModules = new Map<string, Record<string, unknown> | null>();

/**
 * The class names a package generates at run time (`MuiDataGrid-cell`): the
 * declarations only say `string`, so the classes module itself is read.
 */
function runtimeClassNames(classesExport: ClassesExport): Record<string, unknown> | null {
  const file = classesExport.declarationFile.replace(/\.d\.ts$/, '.js');
  if (!runtimeModules.has(file)) {
    try {
      runtimeModules.set(file, createRequire(file)(file) as Record<string, unknown>);
    } catch {
      runtimeModules.set(file, null);
    }
  }
  const value = runtimeModules.get(file)?.[classesExport.symbol.name];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/**
 * The CSS classes of a component: the keys of its `classes` prop (or of the
 * `<component>Classes` object), each with its global class name and what it targets.
 */
export function readClasses(
  componentName: string,
  classesMember: MemberSymbol | undefined,
  classesExports: ReadonlyMap<string, ClassesExport>,
  checker: ts.TypeChecker,
  location: ts.Node,
): RawCssClass[] {
  const classesType = memberType(classesMember, checker, location);
  const classesExport = classesExports.get(classesExportName(classesType, componentName));
  if (!classesExport) return [];
  const runtime = runtimeClassNames(classesExport);
  if (!runtime) return [];
  const exportType = checker.getTypeOfSymbol(classesExport.symbol);
  const documented = classesType ?? exportType;
  return checker
    .getPropertiesOfType(documented)
    .flatMap((property) => {
      const className = runtime[property.name];
      if (typeof className !== 'string') return [];
      const described =
        readDoc(property, checker).description || readDoc(exportType.getProperty(property.name) ?? property, checker).description;
      return [{ key: property.name, className, description: described }];
    })
    .sort((a, b) => a.key.localeCompare(b.key, 'en'));
}
