import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function LabelledByHeadingTree() {
  // useId gives the same id on the server and in the browser.
  const headingId = React.useId();

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Museum floor guide
      </Typography>
      <SimpleTreeView aria-labelledby={headingId} defaultExpandedItems={['floor-1']}>
        <TreeItem itemId="floor-1" label="Floor 1: Ancient worlds">
          <TreeItem itemId="egypt" label="Egyptian gallery" />
          <TreeItem itemId="rome" label="Roman mosaics" />
        </TreeItem>
        <TreeItem itemId="floor-2" label="Floor 2: Modern art">
          <TreeItem itemId="prints" label="Print room" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
