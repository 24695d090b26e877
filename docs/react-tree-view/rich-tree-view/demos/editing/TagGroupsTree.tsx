import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Tag {
  id: string;
  label: string;
  system?: boolean;
  children?: Tag[];
}

const tags: Tag[] = [
  {
    id: 'status',
    label: 'Status (system)',
    system: true,
    children: [
      { id: 'backlog', label: 'Backlog' },
      { id: 'doing', label: 'In progress' },
      { id: 'done', label: 'Done' },
    ],
  },
  {
    id: 'priority',
    label: 'Priority (system)',
    system: true,
    children: [
      { id: 'high', label: 'High' },
      { id: 'low', label: 'Low' },
    ],
  },
];

export default function TagGroupsTree() {
  const [labels, setLabels] = React.useState<Record<string, string>>({});

  return (
    <Stack spacing={2} sx={{ minHeight: 280, minWidth: 260 }}>
      <Box>
        <RichTreeView<Tag>
          items={tags}
          defaultExpandedItems={['status', 'priority']}
          isItemEditable={(tag) => tag.system !== true}
          onItemLabelChange={(itemId, newLabel) =>
            setLabels((previous) => ({ ...previous, [itemId]: newLabel }))
          }
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        Renamed tags:{' '}
        {Object.keys(labels).length > 0
          ? Object.entries(labels)
              .map(([id, label]) => `${id} → ${label}`)
              .join(', ')
          : 'none yet'}
      </Typography>
    </Stack>
  );
}
