/**
 * Reads the documented packages' declarations with the TypeScript compiler and
 * returns one page per exported component and per configured interface.
 */
import path from 'node:path';
import ts from 'typescript';
import type { ApiProductConfig } from '../products';
import { toKebabCase } from '../slug';
import type { ApiPlan, ApiProductId } from '../types';
import { asComponentExport, resolveAlias, type ComponentExport } from './components';
import { importsOf, readSubpathExports, type SubpathExports } from './imports';
import { describeInheritance } from './inheritance';
import { readDoc } from './jsdoc';
import {
  byName,
  isMuiXFile,
  isOwnMember,
  propertiesOf,
  toRawMember,
  type MemberReading,
  type MemberSymbol,
  type OwnFileTest,
} from './members';
import { createApiProgram, moduleExports, readPackageEntryPoints, type PackageEntryPoints } from './program';
import { readClasses, readSlots, type ClassesExport } from './slotsAndClasses';
import type { ExtractedReference, RawDoc, RawMember, RawPage, RawSelector } from './types';
import { isCallableValue, isSelectorName, readSelector } from './selectors';
import { withCodeDefaults } from './codeDefaults';
import { namesBeyondPlans, planNeeded, planOfPackages } from './plans';
import { defaultInstantiations, readDefaultInstantiations, type GenericExport } from './defaultInstantiations';

export interface ExtractOptions {
  products: readonly ApiProductConfig[];
  /** The `node_modules` folder the packages are installed in. */
  nodeModulesDir: string;
  /** Which declaration files hold "own" props; defaults to the `@mui/x-*` packages. */
  isOwnFile?: OwnFileTest;
}

/** A name exported by a product's packages, with the package (lowest plan first) and symbol it has in each. */
interface ExportedName {
  product: ApiProductId;
  name: string;
  exports: { packageName: string; plan: ApiPlan; symbol: ts.Symbol }[];
}

/** The name as the packages that export it as a component (or as a type, for interfaces) see it. */
interface DocumentedExport {
  product: ApiProductId;
  name: string;
  plan: ApiPlan;
  symbol: ts.Symbol;
  packageNames: string[];
}

/**
 * The export a page documents: the lowest plan's that `accepts`, with every package that exports that same thing under
 * the name. A higher plan may export something else under it (`GridApi` is `GridApiPro` in the Pro package,
 * `GridColumnMenu` the Pro column menu): the page's Import section does not offer those.
 */
function narrowExports(exported: ExportedName, accepts: (symbol: ts.Symbol) => boolean, checker: ts.TypeChecker): DocumentedExport | null {
  const accepted = exported.exports.filter((entry) => accepts(entry.symbol));
  const [first] = accepted;
  if (!first) return null;
  const documented = resolveAlias(first.symbol, checker);
  return {
    product: exported.product,
    name: exported.name,
    plan: first.plan,
    symbol: first.symbol,
    packageNames: accepted.filter((entry) => resolveAlias(entry.symbol, checker) === documented).map((entry) => entry.packageName),
  };
}

/**
 * MUI's generated "Demos:", "API:" and "Features:" link lists point at mui.com;
 * the page has its own sections for demos and the API.
 */
export function withoutGeneratedLinkLists(description: string): string {
  return description
    .split(/\n(?=\s*[A-Z][A-Za-z ]*:\s*\n)/)
    .filter((section) => !/^\s*(Demos|API|Features):\s*\n/.test(section))
    .join('\n')
    .trim();
}

function collectExports(
  program: ts.Program,
  product: ApiProductConfig,
  entries: ReadonlyMap<string, PackageEntryPoints>,
): Map<string, ExportedName> {
  const byName = new Map<string, ExportedName>();
  for (const { name: packageName, plan } of product.packages) {
    const entry = entries.get(packageName);
    if (!entry) continue;
    for (const symbol of moduleExports(program, entry.rootTypes)) {
      const name = symbol.getName();
      const known = byName.get(name) ?? { product: product.id, name, exports: [] };
      known.exports.push({ packageName, plan, symbol });
      byName.set(name, known);
    }
  }
  return byName;
}

function classesExportsOf(program: ts.Program, packages: readonly PackageEntryPoints[]): Map<string, ClassesExport> {
  const checker = program.getTypeChecker();
  const found = new Map<string, ClassesExport>();
  for (const entry of packages) {
    for (const exported of moduleExports(program, entry.rootTypes)) {
      if (!/^[a-z]\w*Classes$/.test(exported.getName()) || found.has(exported.getName())) continue;
      const symbol = resolveAlias(exported, checker);
      const declarationFile = symbol.valueDeclaration?.getSourceFile().fileName;
      if (declarationFile) found.set(exported.getName(), { symbol, declarationFile });
    }
  }
  return found;
}

const TYPE_FLAGS = ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias;

interface Context {
  checker: ts.TypeChecker;
  isOwnFile: OwnFileTest;
  nodeModulesDir: string;
  subpathExports: SubpathExports;
  classesExports: Map<string, ClassesExport>;
  /** Generic components' props and generic types at their type parameters' defaults, by `instantiationKey`. */
  atDefaults: ReadonlyMap<string, ts.Type>;
  planOfPackage: ReadonlyMap<string, ApiPlan>;
  keptAliases: MemberReading['keptAliases'];
  namesBeyondPlan: ReadonlyMap<ApiPlan, ReadonlySet<string>>;
}

/** How a page's members are read: one reading for all of them. */
function pageReading(page: DocumentedExport, openParameters: MemberReading['openParameters'], context: Context): MemberReading {
  const { checker, isOwnFile, keptAliases } = context;
  const namesBeyondPage = context.namesBeyondPlan.get(page.plan) ?? new Set<string>();
  return { checker, isOwnFile, keptAliases, openParameters, namesBeyondPage };
}

function documentedMember(
  member: MemberSymbol,
  page: DocumentedExport,
  location: ts.Node,
  reading: MemberReading,
  context: Context,
): RawMember {
  const plan = planNeeded(member, page.plan, context.planOfPackage);
  return { ...toRawMember(member, reading, location), ...(plan && { plan }) };
}

function instantiationKey(exported: DocumentedExport): string {
  return `${exported.product}/${exported.name}`;
}

function pageDoc(doc: RawDoc): RawDoc {
  return { ...doc, description: withoutGeneratedLinkLists(doc.description) };
}

function componentPage(exported: DocumentedExport, component: ComponentExport, context: Context): RawPage | string {
  const { checker, isOwnFile } = context;
  const location = component.declaration;
  if (/[\\/]icons([\\/]|\.d\.ts$)/.test(location.getSourceFile().fileName)) return "an icon: it takes the props of MUI's SvgIcon";
  const propsType = context.atDefaults.get(instantiationKey(exported)) ?? component.propsType;
  const properties = propsType ? propertiesOf(propsType, checker) : [];
  const own = properties.filter((member) => isOwnMember(member, isOwnFile));
  const inherited = properties.filter((member) => !isOwnMember(member, isOwnFile));
  const reading = pageReading(exported, new Set(component.typeParameterNames), context);
  return {
    kind: 'component',
    name: exported.name,
    product: exported.product,
    slug: toKebabCase(exported.name),
    plan: exported.plan,
    doc: pageDoc(readDoc(component.symbol, checker)),
    imports: importsOf(exported.name, location.getSourceFile().fileName, exported.packageNames, context.subpathExports, false),
    members: own.map((member) => documentedMember(member, exported, location, reading, context)).sort(byName),
    slots: readSlots(
      own.find((member) => member.name === 'slots'),
      checker,
      location,
    ),
    classes: readClasses(
      exported.name,
      own.find((member) => member.name === 'classes'),
      context.classesExports,
      checker,
      location,
    ),
    inheritance: propsType ? describeInheritance(propsType, inherited, checker, isOwnFile, context.nodeModulesDir) : [],
  };
}

function interfacePage(exported: DocumentedExport, context: Context): RawPage {
  const { checker } = context;
  const symbol = resolveAlias(exported.symbol, checker);
  const declaration = symbol.declarations?.[0];
  if (!declaration) throw new Error(`api-reference: "${exported.name}" has no declaration.`);
  const type = context.atDefaults.get(instantiationKey(exported)) ?? checker.getDeclaredTypeOfSymbol(symbol);
  const typeParameters =
    ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration) ? declaration.typeParameters : undefined;
  const reading = pageReading(exported, typeParameters?.length ? 'all' : new Set(), context);
  const members = propertiesOf(type, checker)
    .map((member) => documentedMember(member, exported, declaration, reading, context))
    .sort(byName);
  return {
    kind: 'interface',
    name: exported.name,
    product: exported.product,
    slug: toKebabCase(exported.name),
    plan: exported.plan,
    doc: pageDoc(readDoc(symbol, checker)),
    imports: importsOf(exported.name, declaration.getSourceFile().fileName, exported.packageNames, context.subpathExports, true),
    members,
    slots: [],
    classes: [],
    inheritance: [],
  };
}

function assertUniqueSlugs(pages: readonly RawPage[]): void {
  const seen = new Map<string, string>();
  for (const page of pages) {
    const key = `${page.product}/${page.slug}`;
    const other = seen.get(key);
    if (other)
      throw new Error(
        `api-reference: ${other} and ${page.name} would both be /x/api/${key}/. Rename one in plugins/api-reference/slug.ts rules.`,
      );
    seen.set(key, page.name);
  }
}

/** Types printed by their alias name rather than expanded (`MemberReading.keptAliases`). */
const KEPT_ALIASES = ['PickerValidDate'];

function keptAliasesOf(program: ts.Program, packages: readonly PackageEntryPoints[]): MemberReading['keptAliases'] {
  const checker = program.getTypeChecker();
  const exported = packages.flatMap((entry) => moduleExports(program, entry.rootTypes));
  return KEPT_ALIASES.flatMap((name) => {
    const symbol = exported.find((candidate) => candidate.getName() === name);
    return symbol ? [{ name, type: checker.getDeclaredTypeOfSymbol(resolveAlias(symbol, checker)) }] : [];
  });
}

/** The product's components, each under the name, plan and packages a reader imports it by. */
function documentedComponents(
  exported: ReadonlyMap<string, ExportedName>,
  checker: ts.TypeChecker,
): { entry: ExportedName; documented: DocumentedExport | null; component: ComponentExport | null }[] {
  return [...exported.values()].map((entry) => {
    const components = new Map<ts.Symbol, ComponentExport>();
    const documented = narrowExports(
      entry,
      (symbol) => {
        const component = asComponentExport(symbol, checker);
        if (component) components.set(symbol, component);
        return component !== null;
      },
      checker,
    );
    return { entry, documented, component: (documented && components.get(documented.symbol)) ?? null };
  });
}

function documentedInterface(
  product: ApiProductConfig,
  exported: ReadonlyMap<string, ExportedName>,
  name: string,
  checker: ts.TypeChecker,
): DocumentedExport {
  const entry = exported.get(name);
  const documented = entry && narrowExports(entry, (symbol) => Boolean(resolveAlias(symbol, checker).flags & TYPE_FLAGS), checker);
  if (!documented) {
    const packageList = product.packages.map((item) => item.name).join(', ');
    throw new Error(
      `api-reference: "${name}" is listed in the interfaces of ${product.id} (src/data/products.ts) but none of ${packageList} exports it as an interface or type.`,
    );
  }
  return documented;
}

/** The product's documented state selectors, each under the lowest plan that exports it. */
function documentedSelectors(prefix: string, exported: ReadonlyMap<string, ExportedName>, checker: ts.TypeChecker): RawSelector[] {
  return [...exported.values()]
    .flatMap((entry) => {
      if (!isSelectorName(entry.name, prefix)) return [];
      const documented = narrowExports(entry, (symbol) => isCallableValue(symbol, checker), checker);
      const selector = documented && readSelector(documented, checker);
      return selector ? [selector] : [];
    })
    .sort(byName);
}

/** Whether every type parameter of a generic type has a default, so that the type can be named without arguments. */
function hasDefaultsOnly(declaration: ts.Declaration | undefined): boolean {
  const parameters =
    declaration && (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration))
      ? declaration.typeParameters
      : undefined;
  return Boolean(parameters?.length) && Boolean(parameters?.every((parameter) => parameter.default));
}

/** The generic components and documented types, to read at their type parameters' defaults. */
function genericExports(
  program: ts.Program,
  products: readonly ApiProductConfig[],
  entries: ReadonlyMap<string, PackageEntryPoints>,
): GenericExport[] {
  const checker = program.getTypeChecker();
  const generic: GenericExport[] = [];
  for (const product of products) {
    const exported = collectExports(program, product, entries);
    for (const { documented, component } of documentedComponents(exported, checker)) {
      const typesFile = documented && entries.get(documented.packageNames[0] as string)?.rootTypes;
      if (documented && typesFile && component && component.typeParameterNames.length > 0) {
        generic.push({ key: instantiationKey(documented), typesFile, name: documented.name, kind: 'component' });
      }
    }
    for (const name of product.interfaces) {
      const documented = documentedInterface(product, exported, name, checker);
      const typesFile = entries.get(documented.packageNames[0] as string)?.rootTypes;
      if (typesFile && hasDefaultsOnly(resolveAlias(documented.symbol, checker).declarations?.[0])) {
        generic.push({ key: instantiationKey(documented), typesFile, name, kind: 'type' });
      }
    }
  }
  return generic;
}

export function extractApiReference({ products, nodeModulesDir, isOwnFile = isMuiXFile }: ExtractOptions): ExtractedReference {
  const packages = products.flatMap((product) => product.packages.map(({ name }) => readPackageEntryPoints(name, nodeModulesDir)));
  const entries = new Map(packages.map((entry) => [entry.name, entry]));
  const declaredProgram = createApiProgram(packages);
  const instantiations = defaultInstantiations(nodeModulesDir, genericExports(declaredProgram, products, entries));
  const program = createApiProgram(packages, instantiations, declaredProgram);
  const checker = program.getTypeChecker();
  const context: Context = {
    checker,
    isOwnFile,
    nodeModulesDir: path.resolve(nodeModulesDir),
    subpathExports: readSubpathExports(program, packages),
    classesExports: classesExportsOf(program, packages),
    atDefaults: readDefaultInstantiations(program, instantiations),
    planOfPackage: planOfPackages(products),
    keptAliases: keptAliasesOf(program, packages),
    namesBeyondPlan: namesBeyondPlans(program, products, entries),
  };
  const pages: RawPage[] = [];
  const selectors: RawSelector[] = [];
  const skipped: ExtractedReference['skipped'] = [];
  for (const product of products) {
    const exported = collectExports(program, product, entries);
    for (const { entry, documented, component } of documentedComponents(exported, checker)) {
      if (!documented || !component) continue;
      const page = componentPage(documented, component, context);
      if (typeof page === 'string') skipped.push({ name: entry.name, packageName: documented.packageNames[0] ?? '', reason: page });
      else pages.push(page);
    }
    for (const name of product.interfaces) pages.push(interfacePage(documentedInterface(product, exported, name, checker), context));
    if (product.selectors) selectors.push(...documentedSelectors(product.selectors.prefix, exported, checker));
  }
  assertUniqueSlugs(pages);
  const versions = Object.fromEntries(packages.map((entry) => [entry.name, entry.version]));
  return { versions, pages: withCodeDefaults(pages), selectors, skipped };
}
