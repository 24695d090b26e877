import { useSyncExternalStore } from 'react';
import {
  applyPlanLens,
  NO_PLAN_LENS,
  PLAN_LENS_ATTRIBUTE,
  PLAN_LENS_HIDE_ATTRIBUTE,
  planLensOf,
  writeStoredPlanLens,
  type PlanLens,
} from './planLens';

function subscribeToPlanLens(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [PLAN_LENS_ATTRIBUTE, PLAN_LENS_HIDE_ATTRIBUTE] });
  return () => observer.disconnect();
}

/** A string, so that the snapshot compares equal while the lens stays the same. */
function lensSnapshot(): string {
  const { plan, hide } = planLensOf(document.documentElement);
  return `${plan ?? ''}|${hide ? 'hide' : ''}`;
}

function fromSnapshot(snapshot: string): PlanLens {
  const [plan, hide] = snapshot.split('|');
  return plan ? { plan: plan as NonNullable<PlanLens['plan']>, hide: hide === 'hide' } : NO_PLAN_LENS;
}

/**
 * The lens the page shows, from <html> (where the head script put the stored one before the first paint). For
 * components that load after hydration or render nothing on the server from it: the drawer and search results.
 */
export function usePlanLens(): PlanLens {
  return fromSnapshot(useSyncExternalStore(subscribeToPlanLens, lensSnapshot, () => '|'));
}

/** Shows the lens on the page and keeps it for the next visits (when storage allows). */
export function setPlanLens(lens: PlanLens): void {
  applyPlanLens(lens, document.documentElement);
  writeStoredPlanLens(lens, () => window.localStorage);
}
