import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'morning',
    label: 'Morning run',
    children: [
      { id: 'track-1', label: 'Sunrise Boulevard' },
      { id: 'track-2', label: 'Keep the Pace' },
    ],
  },
  {
    id: 'evening',
    label: 'Evening wind-down',
    children: [
      { id: 'track-3', label: 'Low Tide' },
      { id: 'track-4', label: 'Paper Lanterns' },
    ],
  },
];

interface LogEntry {
  key: number;
  text: string;
}

export default function SelectionToggleLogTree() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextKey = React.useRef(0);

  const handleToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isSelected: boolean,
  ) => {
    nextKey.current += 1;
    const entry = {
      key: nextKey.current,
      text: `${itemId} ${isSelected ? 'selected' : 'deselected'}`,
    };
    setLog((previous) => [entry, ...previous].slice(0, 6));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 260 }}
    >
      <Box sx={{ minWidth: 240 }}>
        <RichTreeView
          items={playlists}
          multiSelect
          checkboxSelection
          selectionPropagation={{ descendants: true }}
          defaultExpandedItems={['morning', 'evening']}
          onItemSelectionToggle={handleToggle}
        />
      </Box>
      <Box sx={{ minWidth: 200 }} aria-live="polite">
        <Typography variant="subtitle2">onItemSelectionToggle</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Tick a playlist or a track.
          </Typography>
        ) : (
          log.map((entry) => (
            <Typography
              key={entry.key}
              variant="body2"
              sx={{ fontFamily: 'monospace' }}
            >
              {entry.text}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
