import type { NavigationEntry } from '../pages';
import { section } from './section';

/** Quickstart. */
export const treeViewStartEntries: NavigationEntry[] = [];
/** Simple Tree View pages. */
export const simpleTreeViewEntries: NavigationEntry[] = [];
/** Rich Tree View pages. */
export const richTreeViewEntries: NavigationEntry[] = [];
/** Accessibility, item customization. */
export const treeViewMainFeatureEntries: NavigationEntry[] = [];

export const treeViewGroup: NavigationEntry = {
  pathname: '/x/react-tree-view-group',
  title: 'Tree View',
  children: [
    { pathname: '/x/react-tree-view', title: 'Overview' },
    ...treeViewStartEntries,
    ...section('/x/react-tree-view/simple-tree-view', 'Simple Tree View', simpleTreeViewEntries),
    ...section('/x/react-tree-view/rich-tree-view', 'Rich Tree View', richTreeViewEntries),
    ...section('/x/react-tree-view/main-features', 'Main features', treeViewMainFeatureEntries),
  ],
};
