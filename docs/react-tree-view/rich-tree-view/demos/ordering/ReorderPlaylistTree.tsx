import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const backlog: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'sprint-12',
    label: 'Sprint 12',
    children: [
      { id: 'login', label: 'Fix login redirect' },
      { id: 'export', label: 'CSV export' },
    ],
  },
  {
    id: 'sprint-13',
    label: 'Sprint 13',
    children: [{ id: 'dark-mode', label: 'Dark mode' }],
  },
  { id: 'search', label: 'Search filters' },
  { id: 'onboarding', label: 'Onboarding tour' },
];

export default function ReorderPlaylistTree() {
  const [lastMove, setLastMove] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 280 }}>
      <Box>
        <RichTreeViewPro
          items={backlog}
          itemsReordering
          defaultExpandedItems={['sprint-12', 'sprint-13']}
          onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
            setLastMove(
              `${itemId}: from ${oldPosition.parentId ?? 'root'} #${oldPosition.index} to ${newPosition.parentId ?? 'root'} #${newPosition.index}`,
            )
          }
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {lastMove ?? 'Drag an item onto another one, or between two items.'}
      </Typography>
    </Stack>
  );
}
