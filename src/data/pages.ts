/**
 * The navigation tree of the whole site (SPEC §2, §3). The sidebar, the
 * breadcrumbs, the active page and the page badges are all derived from it.
 *
 * - An entry with `children` is a group; its `pathname` only identifies it.
 * - An entry without `children` is a page: its `pathname` is the page URL
 *   without trailing slash (a docs file under `docs/` must exist for it), or an
 *   absolute `https://` URL for an external link.
 * - `subheader` titles a section inside a group.
 */

import { chartsGroup } from './navigation/charts';
import { dataGridGroup } from './navigation/dataGrid';
import { datePickersGroup } from './navigation/datePickers';
import { treeViewGroup } from './navigation/treeView';

export type PlanTier = 'pro' | 'premium';

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

export const pages: readonly NavigationEntry[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new" },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/installation', title: 'Installation' },
      { pathname: '/x/introduction/licensing', title: 'Licensing' },
      { pathname: '/x/introduction/support', title: 'Support' },
      { pathname: '/x/introduction/priority-support', title: 'Priority support', plan: 'premium', newFeature: true },
      // The telemetry module ships with @mui/x-license, a dependency of the Pro and Premium packages only.
      { pathname: '/x/introduction/telemetry', title: 'Telemetry', plan: 'pro' },
      { pathname: '/x/introduction/roadmap', title: 'Roadmap' },
    ],
  },
  {
    pathname: '/x/common-concepts-group',
    title: 'Common concepts',
    children: [{ pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents' }],
  },
  dataGridGroup,
  datePickersGroup,
  chartsGroup,
  treeViewGroup,
  {
    pathname: '/x/migration-group',
    title: 'Migration',
    children: [
      {
        pathname: '/x/migration/upgrade-to-v8',
        subheader: 'Upgrade to v8',
        children: [
          { pathname: '/x/migration/migration-data-grid-v7', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v7', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-charts-v7', title: 'Breaking changes: Charts' },
          { pathname: '/x/migration/migration-tree-view-v7', title: 'Breaking changes: Tree View' },
        ],
      },
      {
        pathname: '/x/migration/upgrade-to-v7',
        subheader: 'Upgrade to v7',
        children: [
          { pathname: '/x/migration/migration-data-grid-v6', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v6', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-tree-view-v6', title: 'Breaking changes: Tree View' },
        ],
      },
      {
        pathname: '/x/migration/upgrade-to-v6',
        subheader: 'Upgrade to v6',
        children: [
          { pathname: '/x/migration/migration-data-grid-v5', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v5', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-tree-view-lab', title: 'Migration from the lab: Tree View' },
        ],
      },
      {
        pathname: '/x/migration/earlier',
        subheader: 'Earlier versions',
        children: [
          { pathname: '/x/migration/migration-data-grid-v4', title: 'Migration from v4: Data Grid' },
          { pathname: '/x/migration/migration-pickers-lab', title: 'Migration from the lab: Pickers' },
        ],
      },
    ],
  },
];
