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

function typeName(type: ts.Type | undefined): string | undefined {
  return type?.aliasSymbol?.name ?? type?.getSymbol()?.name;
}

interface ClassesInterface {
  name: string;
  /** The interface itself, when the component has a `classes` prop. */
  type?: ts.Type;
}

/** `Partial<GridClasses>` → `GridClasses`; without a `classes` prop, `<Component>Classes`. */
function classesInterfaceOf(classesType: ts.Type | undefined, componentName: string): ClassesInterface {
  const type = classesType?.aliasSymbol && classesType.aliasTypeArguments?.[0] ? classesType.aliasTypeArguments[0] : classesType;
  const name = typeName(type);
  return name && /Classes$/.test(name) ? { name, type } : { name: `${componentName}Classes` };
}

/**
 * The classes object of a classes interface: the object of that type, or else the one named after it
 * (`GridClasses` → `gridClasses`, often typed `Record<…>` or a base interface) when it has every class the interface
 * has. The name alone misleads: `axisClasses` is the axes' `ChartsAxisClasses`, while `chartsAxisClasses` is the
 * radar axis's three classes.
 */
function classesExportOf(
  wanted: ClassesInterface,
  classesExports: ReadonlyMap<string, ClassesExport>,
  checker: ts.TypeChecker,
): ClassesExport | undefined {
  const isOfType = ({ symbol }: ClassesExport) => {
    const type = checker.getTypeOfSymbol(symbol);
    return type === wanted.type || typeName(type) === wanted.name;
  };
  const ofType = [...classesExports.values()].filter(isOfType);
  const named = classesExports.get(lowerFirst(wanted.name));
  if (ofType.length > 0) return ofType.find((candidate) => candidate === named) ?? ofType[0];
  if (!named) return undefined;
  return !wanted.type || checker.isTypeAssignableTo(checker.getTypeOfSymbol(named.symbol), wanted.type) ? named : undefined;
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
  const classesExport = classesExportOf(classesInterfaceOf(classesType, componentName), classesExports, checker);
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
