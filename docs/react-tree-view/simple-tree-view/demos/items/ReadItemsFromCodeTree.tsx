import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ReadItemsFromCodeTree() {
  const apiRef = useSimpleTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('wool');
  const [report, setReport] = React.useState('');

  const describe = () => {
    const api = apiRef.current;
    if (!api || !selectedItem) {
      setReport('Select an item first.');
      return;
    }
    const parentId = api.getParentId?.(selectedItem) ?? null;
    const children = api.getItemOrderedChildrenIds?.(selectedItem) ?? [];
    const siblings = api.getItemOrderedChildrenIds?.(parentId) ?? [];
    setReport(
      `Parent: ${parentId ?? '(root)'}. ` +
        `Position: ${siblings.indexOf(selectedItem) + 1} of ${siblings.length}. ` +
        `Rendered children: ${children.length > 0 ? children.join(', ') : 'none'}.`,
    );
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 280 }}>
      <Box>
        <SimpleTreeView
          apiRef={apiRef}
          defaultExpandedItems={['yarn']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        >
          <TreeItem itemId="yarn" label="Yarn">
            <TreeItem itemId="wool" label="Merino wool" />
            <TreeItem itemId="cotton" label="Organic cotton" />
            <TreeItem itemId="alpaca" label="Alpaca blend" />
          </TreeItem>
          <TreeItem itemId="needles" label="Needles">
            <TreeItem itemId="circular" label="Circular needles" />
          </TreeItem>
          <TreeItem itemId="patterns" label="Patterns" />
        </SimpleTreeView>
      </Box>
      <Button size="small" variant="outlined" onClick={describe}>
        Describe the selected item
      </Button>
      <Typography variant="body2" aria-live="polite">
        {report}
      </Typography>
    </Stack>
  );
}
