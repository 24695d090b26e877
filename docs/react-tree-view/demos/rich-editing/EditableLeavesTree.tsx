import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

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

const systemTagIds = new Set(tags.filter((tag) => tag.system).map((tag) => tag.id));

export default function EditableLeavesTree() {
  const apiRef = useRichTreeViewApiRef<Tag>();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('doing');
  const [labels, setLabels] = React.useState<Record<string, string>>({});

  const canRename = selectedItem !== null && !systemTagIds.has(selectedItem);

  return (
    <Stack spacing={2} sx={{ minHeight: 320, minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          disabled={!canRename}
          onClick={() => {
            if (selectedItem) {
              apiRef.current?.setEditedItem(selectedItem);
            }
          }}
        >
          Rename selected tag
        </Button>
      </Stack>
      <Box>
        <RichTreeView<Tag>
          apiRef={apiRef}
          items={tags}
          defaultExpandedItems={['status', 'priority']}
          isItemEditable={(tag) => tag.system !== true}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
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
