import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const folders = ['backlog', 'doing', 'done'];

const board: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'backlog',
    label: 'Backlog',
    children: [
      { id: 'invoice', label: 'Send invoice' },
      { id: 'call', label: 'Call the printer' },
    ],
  },
  {
    id: 'doing',
    label: 'Doing',
    children: [{ id: 'slides', label: 'Prepare slides' }],
  },
  {
    id: 'done',
    label: 'Done',
    children: [{ id: 'venue', label: 'Book the venue' }],
  },
];

export default function RestrictedReorderTree() {
  const apiRef = useRichTreeViewProApiRef();
  const [summary, setSummary] = React.useState('');

  return (
    <Stack spacing={2} sx={{ minHeight: 340, minWidth: 280 }}>
      <Box>
        <RichTreeViewPro
          apiRef={apiRef}
          items={board}
          itemsReordering
          defaultExpandedItems={folders}
          // The columns stay where they are; only tasks move.
          isItemReorderable={(itemId) => !folders.includes(itemId)}
          // A task can only land directly inside a column.
          canMoveItemToNewPosition={({ newPosition }) =>
            newPosition.parentId !== null && folders.includes(newPosition.parentId)
          }
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            const tree = apiRef.current?.getItemTree() ?? [];
            setSummary(
              tree
                .map(
                  (column) =>
                    `${column.label}: ${(column.children ?? []).map((task) => task.label).join(', ') || 'empty'}`,
                )
                .join(' | '),
            );
          }}
        >
          Read the board
        </Button>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {summary}
      </Typography>
    </Stack>
  );
}
