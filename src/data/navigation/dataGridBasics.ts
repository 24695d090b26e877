import type { NavigationEntry } from '../navigationEntry';
import { group } from './section';

/** Data Grid: Quickstart, Features (after the Overview). */
export const dataGridStartEntries: NavigationEntry[] = [
  { pathname: '/x/react-data-grid/quickstart', title: 'Quickstart' },
  { pathname: '/x/react-data-grid/features', title: 'Features' },
];

/** Data Grid main features: Layout, the Columns and Rows groups, Cells. */
export const dataGridColumnsRowsEntries: NavigationEntry[] = [
  { pathname: '/x/react-data-grid/layout', title: 'Layout' },
  ...group('/x/react-data-grid/columns-group', 'Columns', [
    { pathname: '/x/react-data-grid/column-definition', title: 'Column definition' },
    { pathname: '/x/react-data-grid/column-dimensions', title: 'Column dimensions' },
    { pathname: '/x/react-data-grid/column-visibility', title: 'Column visibility' },
    { pathname: '/x/react-data-grid/custom-columns', title: 'Column types and renderers' },
    { pathname: '/x/react-data-grid/column-header', title: 'Column header' },
    { pathname: '/x/react-data-grid/column-menu', title: 'Column menu' },
    { pathname: '/x/react-data-grid/column-spanning', title: 'Column spanning' },
    { pathname: '/x/react-data-grid/column-groups', title: 'Column groups' },
    { pathname: '/x/react-data-grid/column-ordering', title: 'Column ordering', plan: 'pro' },
    { pathname: '/x/react-data-grid/column-pinning', title: 'Column pinning', plan: 'pro' },
    { pathname: '/x/react-data-grid/column-recipes', title: 'Recipes' },
  ]),
  ...group('/x/react-data-grid/rows-group', 'Rows', [
    { pathname: '/x/react-data-grid/row-definition', title: 'Row definition' },
    { pathname: '/x/react-data-grid/row-updates', title: 'Row updates' },
    { pathname: '/x/react-data-grid/row-height', title: 'Row height' },
    { pathname: '/x/react-data-grid/row-spanning', title: 'Row spanning', newFeature: true },
    { pathname: '/x/react-data-grid/master-detail', title: 'Master-detail', plan: 'pro' },
    { pathname: '/x/react-data-grid/row-ordering', title: 'Row ordering', plan: 'pro' },
    { pathname: '/x/react-data-grid/row-pinning', title: 'Row pinning', plan: 'pro' },
    { pathname: '/x/react-data-grid/row-recipes', title: 'Recipes' },
  ]),
  { pathname: '/x/react-data-grid/cells', title: 'Cells' },
];
