/**
 * The navigation entry: one node of the page tree in `src/data/pages.ts`.
 *
 * - An entry with `children` is a group; its `pathname` only identifies it.
 * - An entry without `children` is a page: its `pathname` is the page URL
 *   without trailing slash (a docs file under `docs/` must exist for it), an
 *   absolute `https://` URL for an external link, or the path of a file the
 *   build writes (`/x/llms.txt`), linked as it is in every locale.
 * - `subheader` titles a section inside a group.
 */
import type { Plan } from './products';

export type PlanTier = Exclude<Plan, 'community'>;

export interface NavigationEntry {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: readonly NavigationEntry[];
  plan?: PlanTier;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
}
