import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Shelf {
  id: string;
  label: string;
  kind: 'aisle' | 'product';
  children?: Shelf[];
}

const pantry: Shelf[] = [
  {
    id: 'grains',
    label: 'Grains',
    kind: 'aisle',
    children: [
      { id: 'basmati', label: 'Basmati rice', kind: 'product' },
      { id: 'oats', label: 'Rolled oats', kind: 'product' },
    ],
  },
  {
    id: 'spices',
    label: 'Spices',
    kind: 'aisle',
    children: [
      { id: 'cumin', label: 'Cumin seeds', kind: 'product' },
      { id: 'paprika', label: 'Smoked paprika', kind: 'product' },
    ],
  },
];

// Defined once, outside the component: a new function on every render would make
// the tree rebuild its item lookup each time.
const isAisle = (item: Shelf) => item.kind === 'aisle';
const aisleIds = new Set(pantry.filter(isAisle).map((item) => item.id));

export default function SelectableLeavesTree() {
  const [basket, setBasket] = React.useState<string[]>([]);

  return (
    <Stack spacing={2} sx={{ minHeight: 280, minWidth: 260 }}>
      <Box>
        <RichTreeView
          items={pantry}
          multiSelect
          checkboxSelection
          isItemSelectionDisabled={isAisle}
          defaultExpandedItems={['grains', 'spices']}
          selectedItems={basket}
          // Ctrl+A selects every item it can focus, aisles included: keep them out here.
          onSelectedItemsChange={(_event, itemIds) =>
            setBasket(itemIds.filter((id) => !aisleIds.has(id)))
          }
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        In the basket: {basket.length > 0 ? basket.join(', ') : 'nothing yet'}
      </Typography>
    </Stack>
  );
}
