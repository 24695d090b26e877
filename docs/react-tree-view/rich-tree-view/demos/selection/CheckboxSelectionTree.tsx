import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const packingList: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'clothes',
    label: 'Clothes',
    children: [
      { id: 'rain-jacket', label: 'Rain jacket' },
      { id: 'wool-socks', label: 'Wool socks' },
      { id: 'hiking-boots', label: 'Hiking boots' },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'stove', label: 'Camping stove' },
      { id: 'gas', label: 'Gas canister' },
    ],
  },
  { id: 'first-aid', label: 'First-aid kit' },
];

export default function CheckboxSelectionTree() {
  const [packed, setPacked] = React.useState<string[]>(['wool-socks']);

  return (
    <Stack spacing={2} sx={{ minHeight: 320, minWidth: 260 }}>
      <Box>
        <RichTreeView
          items={packingList}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['clothes', 'kitchen']}
          selectedItems={packed}
          onSelectedItemsChange={(_event, itemIds) => setPacked(itemIds)}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        Packed: {packed.length} of 8 entries
      </Typography>
    </Stack>
  );
}
