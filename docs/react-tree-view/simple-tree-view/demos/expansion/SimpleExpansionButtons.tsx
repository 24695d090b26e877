import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const parents = ['kitchen', 'garden', 'tools'];

export default function SimpleExpansionButtons() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['kitchen']);

  return (
    <Stack spacing={2} sx={{ minHeight: 330, minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(parents)}
        >
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <Box>
        <SimpleTreeView
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        >
          <TreeItem itemId="kitchen" label="Kitchen">
            <TreeItem itemId="pans" label="Pans" />
            <TreeItem itemId="knives" label="Knives" />
          </TreeItem>
          <TreeItem itemId="garden" label="Garden">
            <TreeItem itemId="seeds" label="Seeds" />
          </TreeItem>
          <TreeItem itemId="tools" label="Tools">
            <TreeItem itemId="drills" label="Drills" />
            <TreeItem itemId="saws" label="Saws" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" aria-live="polite">
        Expanded: {expandedItems.length > 0 ? expandedItems.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
