import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const menu: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Tomato soup' },
      { id: 'salad', label: 'Green salad' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'curry', label: 'Vegetable curry' },
      { id: 'fish', label: 'Grilled fish' },
    ],
  },
  { id: 'dessert', label: 'Dessert of the day' },
];

export default function SelectionStatusTree() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('risotto');

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 260 }}>
      <Box>
        <RichTreeView
          items={menu}
          defaultExpandedItems={['starters', 'mains']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        Selected item: {selectedItem ?? 'none'}
      </Typography>
    </Stack>
  );
}
