import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import './StyledRowsRichTree.css';
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

export default function StyledRowsRichTree() {
  return (
    <div className="trails-tree-frame">
      <RichTreeView
        items={trails}
        defaultExpandedItems={['north', 'valley']}
        defaultSelectedItems="river"
        className="trails-tree"
      />
    </div>
  );
}
