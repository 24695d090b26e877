/**
 * The navigation tree of the whole site. The sidebar, the
 * breadcrumbs, the active page and the page badges are all derived from it.
 * The products' groups come from the product registry (`src/data/products.ts`);
 * what an entry means is written in `src/data/navigationEntry.ts`.
 */

import type { NavigationEntry } from './navigationEntry';
import { chartsPages } from './navigation/charts';
import { dataGridPages } from './navigation/dataGrid';
import { datePickersPages } from './navigation/datePickers';
import { productGroup } from './navigation/productGroup';
import { treeViewPages } from './navigation/treeView';
import { componentProducts, familyProduct, type ComponentProductKey } from './products';

/** The pages of each product's group, between its overview and its API reference. */
const productPages: Record<ComponentProductKey, readonly NavigationEntry[]> = {
  'data-grid': dataGridPages,
  'date-pickers': datePickersPages,
  charts: chartsPages,
  'tree-view': treeViewPages,
};

const introductionPages: readonly NavigationEntry[] = [
  { pathname: '/x/introduction/installation', title: 'Installation' },
  { pathname: '/x/introduction/licensing', title: 'Licensing' },
  { pathname: '/x/introduction/support', title: 'Support' },
  { pathname: '/x/llms.txt', title: 'llms.txt' },
  { pathname: '/x/introduction/mcp', title: 'MCP server' },
  { pathname: '/x/introduction/priority-support', title: 'Priority support', plan: 'premium', newFeature: true },
  // The telemetry module ships with @mui/x-license, a dependency of the Pro and Premium packages only.
  { pathname: '/x/introduction/telemetry', title: 'Telemetry', plan: 'pro' },
  { pathname: '/x/introduction/roadmap', title: 'Roadmap' },
];

export const pages: readonly NavigationEntry[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new" },
  productGroup(familyProduct, introductionPages),
  {
    pathname: '/x/common-concepts-group',
    title: 'Common concepts',
    children: [{ pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents' }],
  },
  ...componentProducts.map((product) => productGroup(product, productPages[product.key])),
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
          { pathname: '/x/migration/usage-with-material-ui-v5-v6', title: 'Usage with Material UI v5 and v6' },
        ],
      },
      {
        pathname: '/x/migration/upgrade-to-v7',
        subheader: 'Upgrade to v7',
        children: [
          { pathname: '/x/migration/migration-data-grid-v6', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v6', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-charts-v6', title: 'Breaking changes: Charts' },
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
