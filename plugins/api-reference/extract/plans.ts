/**
 * Plans, as the extraction meets them in one program over every package: a higher plan's package adds members to a
 * lower plan's types by module augmentation once it is imported (`aggregable` on `GridColDef`, `excelOptions` on
 * `GridToolbar`, `zoom` on the charts' axes), and exports names that a lower plan's page must not print.
 */
import type ts from 'typescript';
import { isBeyondPlan, lowestPlan, PLANS_IN_ORDER } from '../../../src/lib/plans';
import type { ApiProductConfig } from '../products';
import type { ApiPlan } from '../types';
import { declarationsOf, type MemberSymbol } from './members';
import { moduleExports, type PackageEntryPoints } from './program';

const PACKAGE_DIRECTORY = /[\\/]@mui[\\/](x-[^\\/]+)[\\/]/;

export function planOfPackages(products: readonly ApiProductConfig[]): ReadonlyMap<string, ApiPlan> {
  return new Map(products.flatMap((product) => product.packages.map(({ name, plan }) => [name, plan] as const)));
}

/**
 * The plan a member added by a higher plan's package needs on a page of `pagePlan`: the lowest plan among the packages
 * that declare it, when all are above the page's.
 */
export function planNeeded(member: MemberSymbol, pagePlan: ApiPlan, planOfPackage: ReadonlyMap<string, ApiPlan>): ApiPlan | undefined {
  const plans = declarationsOf(member).map((declaration) => {
    const directory = PACKAGE_DIRECTORY.exec(declaration.getSourceFile().fileName)?.[1];
    return directory ? planOfPackage.get(`@mui/${directory}`) : undefined;
  });
  if (plans.length === 0 || !plans.every((plan) => plan !== undefined && isBeyondPlan(plan, pagePlan))) return undefined;
  return lowestPlan(plans as ApiPlan[]);
}

/** For each plan, the names that only a higher plan's packages export (`HeatmapSeriesType` for community). */
export function namesBeyondPlans(
  program: ts.Program,
  products: readonly ApiProductConfig[],
  entries: ReadonlyMap<string, PackageEntryPoints>,
): ReadonlyMap<ApiPlan, ReadonlySet<string>> {
  const lowest = new Map<string, ApiPlan>();
  for (const { name: packageName, plan } of products.flatMap((product) => product.packages)) {
    const entry = entries.get(packageName);
    for (const symbol of entry ? moduleExports(program, entry.rootTypes) : []) {
      lowest.set(symbol.getName(), lowestPlan([plan, lowest.get(symbol.getName()) ?? plan]) ?? plan);
    }
  }
  return new Map(
    PLANS_IN_ORDER.map((plan) => [plan, new Set([...lowest].filter(([, needed]) => isBeyondPlan(needed, plan)).map(([name]) => name))]),
  );
}
