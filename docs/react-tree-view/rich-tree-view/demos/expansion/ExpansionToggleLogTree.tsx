import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const garden: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'vegetable-bed',
    label: 'Vegetable bed',
    children: [
      { id: 'tomatoes', label: 'Tomatoes' },
      { id: 'courgettes', label: 'Courgettes' },
    ],
  },
  {
    id: 'herb-spiral',
    label: 'Herb spiral',
    children: [
      { id: 'thyme', label: 'Thyme' },
      { id: 'basil', label: 'Basil' },
    ],
  },
  {
    id: 'orchard',
    label: 'Orchard',
    children: [{ id: 'plum-tree', label: 'Plum tree' }],
  },
];

interface LogEntry {
  key: number;
  text: string;
}

export default function ExpansionToggleLogTree() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextKey = React.useRef(0);

  const handleToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isExpanded: boolean,
  ) => {
    nextKey.current += 1;
    const entry = {
      key: nextKey.current,
      text: `${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`,
    };
    setLog((previous) => [entry, ...previous].slice(0, 6));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 280 }}
    >
      <Box sx={{ minWidth: 240 }}>
        <RichTreeView items={garden} onItemExpansionToggle={handleToggle} />
      </Box>
      <Box sx={{ minWidth: 200 }} aria-live="polite">
        <Typography variant="subtitle2">onItemExpansionToggle</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Open a bed, or focus one and press *.
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
