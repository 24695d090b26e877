import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const building: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'ground-floor',
    label: 'Ground floor',
    children: [
      { id: 'reception', label: 'Reception' },
      { id: 'cafe', label: 'Café' },
    ],
  },
  {
    id: 'first-floor',
    label: 'First floor',
    children: [
      {
        id: 'meeting-rooms',
        label: 'Meeting rooms',
        children: [
          { id: 'room-oak', label: 'Oak (8 seats)' },
          { id: 'room-elm', label: 'Elm (4 seats)' },
        ],
      },
      { id: 'open-space', label: 'Open space' },
    ],
  },
  {
    id: 'basement',
    label: 'Basement',
    children: [{ id: 'bike-storage', label: 'Bike storage' }],
  },
];

export default function DefaultExpandedTree() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        items={building}
        defaultExpandedItems={['first-floor', 'meeting-rooms']}
      />
    </Box>
  );
}
