import type { NavigationEntry } from '../navigationEntry';
import { group } from './section';

/** Data Grid advanced features (tree data, row grouping, ... AI assistant). */
export const dataGridAdvancedEntries: NavigationEntry[] = [
  { pathname: '/x/react-data-grid/export', title: 'Export' },
  { pathname: '/x/react-data-grid/clipboard', title: 'Copy and paste' },
  { pathname: '/x/react-data-grid/scrolling', title: 'Scrolling' },
  { pathname: '/x/react-data-grid/tree-data', title: 'Tree data', plan: 'pro' },
  { pathname: '/x/react-data-grid/list-view', title: 'List view', plan: 'pro' },
  { pathname: '/x/react-data-grid/row-grouping', title: 'Row grouping', plan: 'premium' },
  { pathname: '/x/react-data-grid/recipes-row-grouping', title: 'Row grouping recipes', plan: 'premium' },
  { pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium' },
  { pathname: '/x/react-data-grid/pivoting', title: 'Pivoting', plan: 'premium', newFeature: true },
  { pathname: '/x/react-data-grid/pivoting-explained', title: 'Pivoting explained', plan: 'premium', newFeature: true },
  { pathname: '/x/react-data-grid/undo-redo', title: 'Undo and redo', plan: 'premium', newFeature: true },
  { pathname: '/x/react-data-grid/charts-integration', title: 'Charts integration', plan: 'premium', unstable: true },
  ...group('/x/react-data-grid/server-side-data-group', 'Server-side data', [
    { pathname: '/x/react-data-grid/server-side-data', title: 'Overview', newFeature: true },
    { pathname: '/x/react-data-grid/server-side-data/lazy-loading', title: 'Lazy loading', plan: 'pro' },
    { pathname: '/x/react-data-grid/server-side-data/tree-data', title: 'Tree data', plan: 'pro' },
    { pathname: '/x/react-data-grid/server-side-data/row-grouping', title: 'Row grouping', plan: 'premium' },
    { pathname: '/x/react-data-grid/server-side-data/aggregation', title: 'Aggregation', plan: 'premium' },
    { pathname: '/x/react-data-grid/server-side-data/pivoting', title: 'Pivoting', plan: 'premium', newFeature: true },
    { pathname: '/x/react-data-grid/server-side-data/recipes', title: 'Recipes' },
    { pathname: '/x/react-data-grid/tutorials/server-side-data', title: 'Tutorial' },
  ]),
  { pathname: '/x/react-data-grid/ai-assistant', title: 'AI assistant', plan: 'premium', newFeature: true },
];

/** Data Grid components: how they are used, the toolbar parts, the fields and the panels. */
export const dataGridComponentEntries: NavigationEntry[] = [
  { pathname: '/x/react-data-grid/components/usage', title: 'Usage' },
  { pathname: '/x/react-data-grid/components/toolbar', title: 'Toolbar' },
  { pathname: '/x/react-data-grid/components/export', title: 'Export' },
  { pathname: '/x/react-data-grid/components/quick-filter', title: 'Quick filter' },
  { pathname: '/x/react-data-grid/components/columns-panel', title: 'Columns panel' },
  { pathname: '/x/react-data-grid/components/filter-panel', title: 'Filter panel' },
  { pathname: '/x/react-data-grid/components/pivot-panel', title: 'Pivot panel', plan: 'premium' },
  { pathname: '/x/react-data-grid/components/charts-panel', title: 'Charts panel', plan: 'premium', unstable: true },
  { pathname: '/x/react-data-grid/components/prompt-field', title: 'Prompt field', plan: 'premium', newFeature: true },
  { pathname: '/x/react-data-grid/components/ai-assistant-panel', title: 'AI assistant panel', plan: 'premium', newFeature: true },
];

/** Data Grid customization (style, custom subcomponents, overlays). */
export const dataGridCustomizationEntries: NavigationEntry[] = [
  { pathname: '/x/react-data-grid/style', title: 'Styling' },
  { pathname: '/x/react-data-grid/style-recipes', title: 'Styling recipes' },
  { pathname: '/x/react-data-grid/components', title: 'Custom subcomponents' },
  { pathname: '/x/react-data-grid/overlays', title: 'Overlays' },
];

/** Showcase applications: each a small, realistic app built on the grid. */
export const dataGridShowcaseEntries: NavigationEntry[] = [
  { pathname: '/x/react-data-grid/demos/real-time-data', title: 'Real-time data', plan: 'pro', newFeature: true },
  { pathname: '/x/react-data-grid/demos/time-off-calendar', title: 'Time-off calendar', plan: 'pro', newFeature: true },
  { pathname: '/x/react-data-grid/demos/inventory', title: 'Inventory', plan: 'premium', newFeature: true },
];

/** Data Grid resources (API object, events, state, performance). */
export const dataGridResourceEntries: NavigationEntry[] = [
  { pathname: '/x/react-data-grid/api-object', title: 'API object' },
  { pathname: '/x/react-data-grid/events', title: 'Events' },
  { pathname: '/x/react-data-grid/state', title: 'State' },
  { pathname: '/x/react-data-grid/performance', title: 'Performance' },
];
