import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const toppings: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'cheese',
    label: 'Cheese',
    children: [
      { id: 'mozzarella', label: 'Mozzarella' },
      { id: 'gorgonzola', label: 'Gorgonzola' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'artichoke', label: 'Artichoke' },
      { id: 'peppers', label: 'Roasted peppers' },
      { id: 'olives', label: 'Olives' },
    ],
  },
];

export default function AnnounceSelectionTree() {
  const apiRef = useRichTreeViewApiRef();
  const [count, setCount] = React.useState(0);
  const [message, setMessage] = React.useState('');

  return (
    <Stack spacing={2} sx={{ minHeight: 320, minWidth: 280 }}>
      <Box>
        <RichTreeView
          aria-label="Pizza toppings"
          items={toppings}
          apiRef={apiRef}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['cheese', 'vegetables']}
          onSelectedItemsChange={(_event, itemIds) => setCount(itemIds.length)}
          onItemSelectionToggle={(_event, itemId, isSelected) => {
            const label = apiRef.current?.getItem(itemId)?.label ?? itemId;
            setMessage(`${label} ${isSelected ? 'added' : 'removed'}.`);
          }}
        />
      </Box>
      {/* A polite live region: screen readers read it out after the current speech. */}
      <Typography variant="body2" role="status" aria-live="polite">
        {message} {count} {count === 1 ? 'topping' : 'toppings'} selected.
      </Typography>
    </Stack>
  );
}
