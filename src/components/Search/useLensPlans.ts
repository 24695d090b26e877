import type { Plan } from '@site/src/data/products';
import { plansIncluded } from '@site/src/lib/plans';
// By path, not through @theme/SiteSettings: the main bundle would carry it for the search box, which loads on demand.
import { usePlanLens } from '@site/src/settings/planLens/usePlanLens';

/** The plans search keeps when the reader's plan lens hides the others; undefined when it hides nothing. */
export function useLensPlans(): readonly Plan[] | undefined {
  const { plan, hide } = usePlanLens();
  return plan !== null && hide ? plansIncluded(plan) : undefined;
}
