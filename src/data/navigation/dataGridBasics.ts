import type { NavigationEntry } from '../pages';

/** Data Grid: Quickstart, Features (after the Overview). */
export const dataGridStartEntries: NavigationEntry[] = [];

/** Data Grid main features: the Columns and Rows groups. */
export const dataGridColumnsRowsEntries: NavigationEntry[] = [];
