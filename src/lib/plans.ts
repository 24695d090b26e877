/**
 * The order of the plans, for everything that compares them: the plan lens (what a reader's plan lacks), a guide
 * section's plan (the highest of its demos'), a prop's plan (the lowest plan whose component has it).
 */
import type { Plan } from '../data/products';

/** Lowest first: each plan includes everything of the ones before it. */
export const PLANS_IN_ORDER: readonly Plan[] = ['community', 'pro', 'premium'];

function rank(plan: Plan): number {
  return PLANS_IN_ORDER.indexOf(plan);
}

/** Whether a reader with `readerPlan` lacks what needs `plan`. Without a chosen plan nothing is beyond it. */
export function isBeyondPlan(plan: Plan, readerPlan: Plan | null): boolean {
  return readerPlan !== null && rank(plan) > rank(readerPlan);
}

/** The plans a reader's plan includes (all of them when none is chosen). */
export function plansIncluded(readerPlan: Plan | null): Plan[] {
  return PLANS_IN_ORDER.filter((plan) => !isBeyondPlan(plan, readerPlan));
}

/** The highest of some plans; community when there are none. */
export function highestPlan(plans: Iterable<Plan>): Plan {
  let highest: Plan = 'community';
  for (const plan of plans) if (rank(plan) > rank(highest)) highest = plan;
  return highest;
}

/** The lowest of some plans; undefined when there are none. */
export function lowestPlan(plans: Iterable<Plan>): Plan | undefined {
  let lowest: Plan | undefined;
  for (const plan of plans) if (lowest === undefined || rank(plan) < rank(lowest)) lowest = plan;
  return lowest;
}
