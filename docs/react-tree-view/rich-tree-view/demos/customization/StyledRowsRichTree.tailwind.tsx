import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const trails: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'north',
    label: 'North ridge',
    children: [
      { id: 'eagle', label: 'Eagle loop, 6 km' },
      { id: 'quarry', label: 'Old quarry path, 9 km' },
    ],
  },
  {
    id: 'valley',
    label: 'Valley floor',
    children: [
      { id: 'river', label: 'Riverside walk, 4 km' },
      { id: 'orchard', label: 'Orchard trail, 5 km' },
    ],
  },
];

// Each part of an item by its public class name, each state by the data attribute the item's content carries.
const treeClassName = [
  '[&_.MuiTreeItem-content]:rounded-none [&_.MuiTreeItem-content]:border-s-3 [&_.MuiTreeItem-content]:border-transparent',
  '[&_.MuiTreeItem-content[data-selected]]:border-s-(--mui-palette-success-main)',
  '[&_.MuiTreeItem-content[data-selected]]:bg-(--mui-palette-success-main)/10',
  '[&_.MuiTreeItem-content[data-focused]]:outline-2 [&_.MuiTreeItem-content[data-focused]]:-outline-offset-2',
  '[&_.MuiTreeItem-content[data-focused]]:outline-(--mui-palette-success-main)',
  '[&_.MuiTreeItem-content[data-expanded]_.MuiTreeItem-label]:font-semibold',
  // One side dashed: `border-dashed` would set the style of all four sides.
  '[&_.MuiTreeItem-groupTransition]:ms-[18px]',
  '[&_.MuiTreeItem-groupTransition]:[border-inline-start:1px_dashed_var(--mui-palette-divider)]',
].join(' ');

export default function StyledRowsRichTree() {
  return (
    <div className="min-h-[260px] min-w-[280px]">
      <RichTreeView
        items={trails}
        defaultExpandedItems={['north', 'valley']}
        defaultSelectedItems="river"
        className={treeClassName}
      />
    </div>
  );
}
