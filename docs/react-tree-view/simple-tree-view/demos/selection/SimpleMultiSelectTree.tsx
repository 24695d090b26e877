import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleMultiSelectTree() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['bread']);

  return (
    <Stack spacing={2} sx={{ minHeight: 320, minWidth: 260 }}>
      <Box>
        <SimpleTreeView
          multiSelect
          checkboxSelection
          defaultExpandedItems={['bakery', 'dairy']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        >
          <TreeItem itemId="bakery" label="Bakery">
            <TreeItem itemId="bread" label="Bread" />
            <TreeItem itemId="croissants" label="Croissants" />
          </TreeItem>
          <TreeItem itemId="dairy" label="Dairy">
            <TreeItem itemId="milk" label="Milk" />
            <TreeItem itemId="yoghurt" label="Yoghurt" />
            <TreeItem itemId="cheese" label="Cheese" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" aria-live="polite">
        Shopping list:{' '}
        {selectedItems.length > 0 ? selectedItems.join(', ') : 'empty'}
      </Typography>
    </Stack>
  );
}
