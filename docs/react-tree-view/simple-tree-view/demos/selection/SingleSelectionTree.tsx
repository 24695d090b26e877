import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SingleSelectionTree() {
  // In single selection, the value is one id or null.
  const [selectedItem, setSelectedItem] = React.useState<string | null>('lisbon');

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 260 }}>
      <Box>
        <SimpleTreeView
          defaultExpandedItems={['europe']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        >
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="lisbon" label="Lisbon office" />
            <TreeItem itemId="tallinn" label="Tallinn office" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="osaka" label="Osaka office" />
          </TreeItem>
          <TreeItem itemId="remote" label="Remote team" />
        </SimpleTreeView>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" aria-live="polite" sx={{ flexGrow: 1 }}>
          Selected: {selectedItem ?? 'nothing'}
        </Typography>
        <Button size="small" onClick={() => setSelectedItem(null)}>
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
