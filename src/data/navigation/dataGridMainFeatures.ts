import type { NavigationEntry } from '../pages';

/** Data Grid main features after Columns and Rows: editing, sorting, filtering, pagination, selection, ... */
export const dataGridMainFeatureEntries: NavigationEntry[] = [];
