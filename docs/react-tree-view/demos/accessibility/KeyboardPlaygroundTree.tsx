import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const library: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'fantasy', label: 'Fantasy' },
      { id: 'mystery', label: 'Mystery' },
      { id: 'romance', label: 'Romance' },
    ],
  },
  {
    id: 'non-fiction',
    label: 'Non-fiction',
    children: [
      { id: 'history', label: 'History' },
      { id: 'science', label: 'Science' },
      { id: 'travel', label: 'Travel' },
    ],
  },
  { id: 'magazines', label: 'Magazines' },
  { id: 'maps', label: 'Maps' },
];

export default function KeyboardPlaygroundTree() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ minHeight: 360, minWidth: 260 }}>
      <Box>
        <RichTreeView
          aria-label="Library sections"
          items={library}
          multiSelect
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        />
      </Box>
      <Box aria-live="polite">
        <Typography variant="body2">Focused: {focusedItem ?? 'none'}</Typography>
        <Typography variant="body2">
          Selected: {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
        </Typography>
      </Box>
    </Stack>
  );
}
