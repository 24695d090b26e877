import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const setList: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'first-set',
    label: 'First set',
    children: [
      { id: 'opener', label: 'Morning Train' },
      { id: 'ballad', label: 'Paper Moons' },
    ],
  },
  {
    id: 'second-set',
    label: 'Second set',
    children: [
      { id: 'cover', label: 'Harbour Lights' },
      { id: 'closer', label: 'Last Orders' },
    ],
  },
  { id: 'encore', label: 'Encore' },
];

export default function MoveLogTree() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 280 }}
    >
      <Box sx={{ minWidth: 240 }}>
        <RichTreeViewPro
          items={setList}
          itemsReordering
          defaultExpandedItems={['first-set', 'second-set']}
          onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
            setLog((previous) => [
              `${itemId}: ${oldPosition.parentId ?? 'root'}[${oldPosition.index}] → ${newPosition.parentId ?? 'root'}[${newPosition.index}]`,
              ...previous,
            ])
          }
        />
      </Box>
      <Box aria-live="polite" sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle2">Moves, newest first</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No moves yet.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography
              key={log.length - index}
              variant="body2"
              sx={{ fontFamily: 'monospace' }}
            >
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
