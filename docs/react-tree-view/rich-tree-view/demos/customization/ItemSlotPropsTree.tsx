import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const regions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'north',
    label: 'North',
    children: [
      { id: 'oslo', label: 'Oslo office' },
      { id: 'helsinki', label: 'Helsinki office' },
    ],
  },
  {
    id: 'south',
    label: 'South',
    children: [
      { id: 'lisbon', label: 'Lisbon office' },
      { id: 'athens', label: 'Athens office' },
    ],
  },
];

export default function ItemSlotPropsTree() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <RichTreeView
        items={regions}
        defaultExpandedItems={['north', 'south']}
        itemChildrenIndentation={32}
        slotProps={{
          item: ({ itemId }) => ({
            // Region rows (the root items) get a bold label; every row gets a
            // tooltip naming its kind.
            title: itemId === 'north' || itemId === 'south' ? 'Region' : 'Office',
            slotProps: {
              label: {
                style: {
                  fontWeight: itemId === 'north' || itemId === 'south' ? 700 : 400,
                },
              },
            },
          }),
        }}
      />
    </Box>
  );
}
