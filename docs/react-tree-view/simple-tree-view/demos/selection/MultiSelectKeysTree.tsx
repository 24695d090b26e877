import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const tracks = [
  { id: 'track-1', title: 'Morning Ferry' },
  { id: 'track-2', title: 'Salt and Copper' },
  { id: 'track-3', title: 'Lanterns' },
  { id: 'track-4', title: 'Night Market' },
  { id: 'track-5', title: 'Paper Boats' },
];

export default function MultiSelectKeysTree() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 260 }}>
      <Box>
        <SimpleTreeView
          multiSelect
          defaultExpandedItems={['album']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        >
          <TreeItem itemId="album" label="Harbour Lights (album)">
            {tracks.map((track) => (
              <TreeItem key={track.id} itemId={track.id} label={track.title} />
            ))}
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" aria-live="polite">
        {selectedItems.length} selected
        {selectedItems.length > 0 ? `: ${selectedItems.join(', ')}` : ''}
      </Typography>
    </Stack>
  );
}
