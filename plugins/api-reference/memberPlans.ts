/**
 * The plan of each prop, for the plan lens: a component and its Pro and Premium versions (`DataGrid`,
 * `DataGridPro`, `DataGridPremium`) form a family, and a prop needs the lowest plan whose component has it.
 * Marked only where the family has a lower plan's component without it, so `DataGridPremium`'s `rowGroupingModel`
 * is Premium and its `rows` is not marked, while a Pro-only component's props are covered by its page's badge.
 */
import { lowestPlan } from '../../src/lib/plans';
import type { ApiPage, ApiPlan } from './types';

const PLAN_SUFFIX = /(Pro|Premium)$/;

function familyKey(page: ApiPage): string {
  return `${page.product}/${page.name.replace(PLAN_SUFFIX, '')}`;
}

/** The pages with `plan` set on each component prop that only a higher plan's member of its family has. */
export function withMemberPlans(pages: readonly ApiPage[]): ApiPage[] {
  const families = new Map<string, ApiPage[]>();
  for (const page of pages) {
    if (page.kind !== 'component') continue;
    const key = familyKey(page);
    families.set(key, [...(families.get(key) ?? []), page]);
  }
  return pages.map((page) => {
    const family = page.kind === 'component' ? (families.get(familyKey(page)) ?? []) : [];
    const familyPlan = lowestPlan(family.map((member) => member.plan));
    if (family.length < 2 || familyPlan === undefined) return page;
    const plansByProp = new Map<string, ApiPlan[]>();
    for (const member of family) {
      for (const { name } of member.members) plansByProp.set(name, [...(plansByProp.get(name) ?? []), member.plan]);
    }
    return {
      ...page,
      members: page.members.map((member) => {
        const plan = lowestPlan(plansByProp.get(member.name) ?? []);
        return plan && plan !== familyPlan ? { ...member, plan } : member;
      }),
    };
  });
}
