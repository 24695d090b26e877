import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const readingList: TreeViewDefaultItemModelProperties[] = [
  { id: 'club-pick', label: '📌 Book club pick (pinned)' },
  { id: 'novel', label: 'The Lighthouse Keeper' },
  { id: 'essays', label: 'Essays on Slowness' },
  { id: 'memoir', label: 'A Baker in Lyon' },
  { id: 'atlas', label: 'Atlas of Lost Rivers' },
];

// The pinned book cannot be dragged; the others can be dropped around it.
const pinned = new Set(['club-pick']);

export default function PinnedItemsTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 280 }}>
      <RichTreeViewPro
        items={readingList}
        itemsReordering
        isItemReorderable={(itemId) => !pinned.has(itemId)}
      />
    </Box>
  );
}
