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
  { pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium' },
  { pathname: '/x/react-data-grid/pivoting', title: 'Pivoting', plan: 'premium', newFeature: true },
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

/** Data Grid components (toolbar, export, quick filter). */
export const dataGridComponentEntries: NavigationEntry[] = [
  { pathname: '/x/react-data-grid/components/toolbar', title: 'Toolbar' },
  { pathname: '/x/react-data-grid/components/export', title: 'Export' },
  { pathname: '/x/react-data-grid/components/quick-filter', title: 'Quick filter' },
];

/** Data Grid customization (style, custom subcomponents, overlays). */
export const dataGridCustomizationEntries: NavigationEntry[] = [
  { pathname: '/x/react-data-grid/style', title: 'Styling' },
  { pathname: '/x/react-data-grid/components', title: 'Custom subcomponents' },
  { pathname: '/x/react-data-grid/overlays', title: 'Overlays' },
];

/** Data Grid resources (API object, events, state, performance). */
export const dataGridResourceEntries: NavigationEntry[] = [
  { pathname: '/x/react-data-grid/api-object', title: 'API object' },
  { pathname: '/x/react-data-grid/events', title: 'Events' },
  { pathname: '/x/react-data-grid/state', title: 'State' },
  { pathname: '/x/react-data-grid/performance', title: 'Performance' },
];
