import type { NavigationEntry } from '../navigationEntry';
import { group } from './section';

/** Data Grid main features after Columns and Rows: editing, sorting, filtering, pagination, selection, ... */
export const dataGridMainFeatureEntries: NavigationEntry[] = [
  ...group('/x/react-data-grid/editing-group', 'Editing', [
    { pathname: '/x/react-data-grid/editing', title: 'Overview' },
    { pathname: '/x/react-data-grid/editing/persistence', title: 'Persistence' },
    { pathname: '/x/react-data-grid/editing/custom-edit-component', title: 'Custom edit component' },
    { pathname: '/x/react-data-grid/editing/editing-events', title: 'Editing events' },
    { pathname: '/x/react-data-grid/recipes-editing', title: 'Recipes' },
  ]),
  { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
  ...group('/x/react-data-grid/filtering-group', 'Filtering', [
    { pathname: '/x/react-data-grid/filtering', title: 'Overview' },
    { pathname: '/x/react-data-grid/filtering/customization', title: 'Customization' },
    { pathname: '/x/react-data-grid/filtering/quick-filter', title: 'Quick filter' },
    { pathname: '/x/react-data-grid/filtering/server-side', title: 'Server-side filtering' },
    { pathname: '/x/react-data-grid/filtering/multi-filters', title: 'Multi-filters', plan: 'pro' },
    { pathname: '/x/react-data-grid/filtering/header-filters', title: 'Header filters', plan: 'pro' },
    { pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes' },
  ]),
  { pathname: '/x/react-data-grid/pagination', title: 'Pagination' },
  ...group('/x/react-data-grid/selection-group', 'Selection', [
    { pathname: '/x/react-data-grid/row-selection', title: 'Row selection' },
    { pathname: '/x/react-data-grid/cell-selection', title: 'Cell selection', plan: 'premium' },
  ]),
  { pathname: '/x/react-data-grid/virtualization', title: 'Virtualization' },
  { pathname: '/x/react-data-grid/accessibility', title: 'Accessibility' },
  { pathname: '/x/react-data-grid/localization', title: 'Localization' },
];
