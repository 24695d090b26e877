import type { Plan } from '@site/src/data/products';
import { plansIncluded } from '@site/src/lib/plans';
import { usePlanLens } from '@theme/SiteSettings';

/** The plans search keeps when the reader's plan lens hides the others; undefined when it hides nothing. */
export function useLensPlans(): readonly Plan[] | undefined {
  const { plan, hide } = usePlanLens();
  return plan !== null && hide ? plansIncluded(plan) : undefined;
}
