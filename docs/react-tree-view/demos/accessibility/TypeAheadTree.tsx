import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const cheeses = [
  'Appenzeller',
  'Asiago',
  'Brie',
  'Burrata',
  'Caerphilly',
  'Camembert',
  'Cheddar',
  'Comté',
  'Emmental',
  'Feta',
  'Gouda',
  'Gruyère',
  'Halloumi',
];

const counter: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'counter',
    label: 'Cheese counter',
    children: cheeses.map((name) => ({ id: name.toLowerCase(), label: name })),
  },
];

export default function TypeAheadTree() {
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Box sx={{ height: 300, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Cheese counter"
          items={counter}
          defaultExpandedItems={['counter']}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        Focused: {focusedItem ?? 'none'}. Focus the tree, then type “c”, “c” again,
        or “gr”.
      </Typography>
    </Stack>
  );
}
