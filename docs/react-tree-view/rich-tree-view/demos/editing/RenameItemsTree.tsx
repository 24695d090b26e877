import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'workout',
    label: 'Workout',
    children: [
      { id: 'warm-up', label: 'Warm-up' },
      { id: 'cardio', label: 'Cardio' },
    ],
  },
  {
    id: 'focus',
    label: 'Focus',
    children: [{ id: 'piano', label: 'Piano' }],
  },
  { id: 'road-trip', label: 'Road trip' },
];

export default function RenameItemsTree() {
  const [lastChange, setLastChange] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ minHeight: 260, minWidth: 260 }}>
      <Box>
        <RichTreeView
          items={playlists}
          defaultExpandedItems={['workout']}
          isItemEditable
          onItemLabelChange={(itemId, newLabel) =>
            setLastChange(`${itemId} renamed to "${newLabel}"`)
          }
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {lastChange ??
          'Double-click a label, or focus an item and press Enter, to rename it.'}
      </Typography>
    </Stack>
  );
}
