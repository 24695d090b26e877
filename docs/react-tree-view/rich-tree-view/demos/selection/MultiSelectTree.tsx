import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const photoAlbums: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'lisbon',
    label: 'Lisbon, May',
    children: [
      { id: 'lisbon-tram', label: 'Tram 28.jpg' },
      { id: 'lisbon-alfama', label: 'Alfama rooftops.jpg' },
      { id: 'lisbon-belem', label: 'Belém tower.jpg' },
    ],
  },
  {
    id: 'wedding',
    label: "Sam & Noor's wedding",
    children: [
      { id: 'wedding-vows', label: 'Vows.jpg' },
      { id: 'wedding-cake', label: 'Cake.jpg' },
      { id: 'wedding-dance', label: 'First dance.jpg' },
    ],
  },
  { id: 'screenshots', label: 'Screenshots' },
];

export default function MultiSelectTree() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        items={photoAlbums}
        multiSelect
        defaultSelectedItems={['lisbon-tram', 'wedding-cake']}
        defaultExpandedItems={['lisbon', 'wedding']}
      />
    </Box>
  );
}
