import type { NavigationEntry } from '../navigationEntry';
import { section } from './section';

/** Quickstart. */
export const treeViewStartEntries: NavigationEntry[] = [{ pathname: '/x/react-tree-view/quickstart', title: 'Quickstart' }];
/** Simple Tree View pages. */
export const simpleTreeViewEntries: NavigationEntry[] = [
  { pathname: '/x/react-tree-view/simple-tree-view/items', title: 'Items' },
  { pathname: '/x/react-tree-view/simple-tree-view/selection', title: 'Selection' },
  { pathname: '/x/react-tree-view/simple-tree-view/expansion', title: 'Expansion' },
  { pathname: '/x/react-tree-view/simple-tree-view/customization', title: 'Customization' },
  { pathname: '/x/react-tree-view/simple-tree-view/focus', title: 'Focus' },
];
/** Rich Tree View pages. */
export const richTreeViewEntries: NavigationEntry[] = [
  { pathname: '/x/react-tree-view/rich-tree-view/items', title: 'Items' },
  { pathname: '/x/react-tree-view/rich-tree-view/expansion', title: 'Expansion' },
  { pathname: '/x/react-tree-view/rich-tree-view/selection', title: 'Selection' },
  { pathname: '/x/react-tree-view/rich-tree-view/customization', title: 'Customization' },
  { pathname: '/x/react-tree-view/rich-tree-view/focus', title: 'Focus' },
  { pathname: '/x/react-tree-view/rich-tree-view/editing', title: 'Label editing', newFeature: true },
  { pathname: '/x/react-tree-view/rich-tree-view/lazy-loading', title: 'Lazy loading', plan: 'pro', newFeature: true },
  { pathname: '/x/react-tree-view/rich-tree-view/ordering', title: 'Ordering', plan: 'pro', newFeature: true },
];
/** Accessibility, item customization. */
export const treeViewMainFeatureEntries: NavigationEntry[] = [
  { pathname: '/x/react-tree-view/accessibility', title: 'Accessibility' },
  { pathname: '/x/react-tree-view/tree-item-customization', title: 'Tree Item customization' },
];

/** The pages of the Tree View group, between its overview and its API reference (see productGroup.ts). */
export const treeViewPages: readonly NavigationEntry[] = [
  ...treeViewStartEntries,
  ...section('/x/react-tree-view/simple-tree-view', 'Simple Tree View', simpleTreeViewEntries),
  ...section('/x/react-tree-view/rich-tree-view', 'Rich Tree View', richTreeViewEntries),
  ...section('/x/react-tree-view/main-features', 'Main features', treeViewMainFeatureEntries),
];
