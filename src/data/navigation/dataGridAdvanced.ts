import type { NavigationEntry } from '../pages';

/** Data Grid advanced features (tree data, row grouping, ... AI assistant). */
export const dataGridAdvancedEntries: NavigationEntry[] = [];

/** Data Grid components (toolbar, export, quick filter). */
export const dataGridComponentEntries: NavigationEntry[] = [];

/** Data Grid customization (style, custom subcomponents, overlays). */
export const dataGridCustomizationEntries: NavigationEntry[] = [];

/** Data Grid resources (API object, events, state, performance). */
export const dataGridResourceEntries: NavigationEntry[] = [];
