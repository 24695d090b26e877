import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const stations: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'line-red',
    label: 'Red line',
    children: [
      { id: 'central', label: 'Central' },
      { id: 'harbourside', label: 'Harbourside' },
    ],
  },
  {
    id: 'line-green',
    label: 'Green line',
    children: [
      { id: 'university', label: 'University' },
      { id: 'botanic-garden', label: 'Botanic Garden' },
    ],
  },
];

interface Click {
  key: number;
  itemId: string;
  withShift: boolean;
}

export default function ItemClickLogTree() {
  const [clicks, setClicks] = React.useState<Click[]>([]);
  const nextKey = React.useRef(0);

  const handleItemClick = (event: React.MouseEvent, itemId: string) => {
    nextKey.current += 1;
    const click = { key: nextKey.current, itemId, withShift: event.shiftKey };
    setClicks((previous) => [click, ...previous].slice(0, 5));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 260 }}
    >
      <Box sx={{ minWidth: 220 }}>
        <RichTreeView items={stations} onItemClick={handleItemClick} />
      </Box>
      <Box sx={{ minWidth: 200 }} aria-live="polite">
        <Typography variant="subtitle2">onItemClick</Typography>
        {clicks.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Click a line or a station.
          </Typography>
        ) : (
          clicks.map((click) => (
            <Typography
              key={click.key}
              variant="body2"
              sx={{ fontFamily: 'monospace' }}
            >
              {click.itemId}
              {click.withShift ? ' (Shift)' : ''}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
