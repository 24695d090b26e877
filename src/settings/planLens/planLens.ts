/**
 * The plan lens: the plan the reader says they have ("My plan" in the Settings drawer), and whether what it does not
 * include is hidden from the navigation and search. Kept in localStorage, and published on <html> as
 * `data-plan-lens="community|pro|premium"` (plus `data-plan-lens-hide`), which the marks' and the navigation's CSS
 * read: the head script (headScript.ts) puts it there before the first paint, so nothing shifts on hydration.
 *
 * `parsePlanLens` and `applyPlanLens` also run as that inline script (through `toString()`): they reference nothing
 * outside their own bodies.
 */
// Relative imports: docusaurus.config.ts loads this file (through headScript.ts), where `@site` is not defined.
import type { Plan } from '../../data/products';
import { PLANS_IN_ORDER } from '../../lib/plans';

export interface PlanLens {
  /** The reader's plan; null when they have not chosen one (nothing is marked beyond today's plan badges). */
  plan: Plan | null;
  /** Hide what the plan does not include from the navigation and search. Means nothing without a plan. */
  hide: boolean;
}

export const PLAN_LENS_STORAGE_KEY = 'x-docs.planLens';
export const PLAN_LENS_ATTRIBUTE = 'data-plan-lens';
export const PLAN_LENS_HIDE_ATTRIBUTE = 'data-plan-lens-hide';
export const NO_PLAN_LENS: PlanLens = { plan: null, hide: false };

/**
 * The lens kept in storage; anything else than what `serializePlanLens` writes reads as "no plan chosen". It lists
 * the plans itself (it runs alone as the head script); a test keeps the list equal to `PLANS_IN_ORDER`.
 */
export function parsePlanLens(stored: string | null): PlanLens {
  const plans = ['community', 'pro', 'premium'];
  let value: unknown = null;
  try {
    value = JSON.parse(stored === null ? 'null' : stored);
  } catch {
    value = null;
  }
  if (typeof value !== 'object' || value === null) return { plan: null, hide: false };
  const record = value as { plan?: unknown; hide?: unknown };
  if (typeof record.plan !== 'string' || plans.indexOf(record.plan) < 0) return { plan: null, hide: false };
  return { plan: record.plan as Plan, hide: record.hide === true };
}

export function serializePlanLens(lens: PlanLens): string {
  return JSON.stringify(lens);
}

/** Publishes the lens on an element (<html>); "no plan" removes both attributes. */
export function applyPlanLens(lens: PlanLens, element: Element): void {
  if (lens.plan === null) {
    element.removeAttribute('data-plan-lens');
    element.removeAttribute('data-plan-lens-hide');
    return;
  }
  element.setAttribute('data-plan-lens', lens.plan);
  if (lens.hide) element.setAttribute('data-plan-lens-hide', '');
  else element.removeAttribute('data-plan-lens-hide');
}

/** The lens an element publishes (the inverse of `applyPlanLens`). */
export function planLensOf(element: Element): PlanLens {
  const plan = element.getAttribute(PLAN_LENS_ATTRIBUTE);
  const known = PLANS_IN_ORDER.find((candidate) => candidate === plan);
  return known ? { plan: known, hide: element.hasAttribute(PLAN_LENS_HIDE_ATTRIBUTE) } : NO_PLAN_LENS;
}

/** The stored lens; storage that throws (blocked, private mode) reads as "no plan chosen". */
export function readStoredPlanLens(storage: () => Storage): PlanLens {
  try {
    return parsePlanLens(storage().getItem(PLAN_LENS_STORAGE_KEY));
  } catch {
    return NO_PLAN_LENS;
  }
}

/** Keeps the lens; false when storage refused it (the lens then lasts for the page only). */
export function writeStoredPlanLens(lens: PlanLens, storage: () => Storage): boolean {
  try {
    if (lens.plan === null) storage().removeItem(PLAN_LENS_STORAGE_KEY);
    else storage().setItem(PLAN_LENS_STORAGE_KEY, serializePlanLens(lens));
    return true;
  } catch {
    return false;
  }
}
