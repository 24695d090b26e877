import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

// Collapsed children are not rendered, so the tree cannot list the nested
// parents for us: keep the ids of every item that has children here.
const itemsWithChildren = ['vegetables', 'roots', 'greens', 'fruit'];

export default function ExpandAllApiSimple() {
  const apiRef = useSimpleTreeViewApiRef();

  const setAll = (event: React.SyntheticEvent, shouldBeExpanded: boolean) => {
    itemsWithChildren.forEach((itemId) => {
      apiRef.current?.setItemExpansion?.({ event, itemId, shouldBeExpanded });
    });
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 360, minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setAll(event, true)}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setAll(event, false)}
        >
          Collapse all
        </Button>
      </Stack>
      <Box>
        <SimpleTreeView apiRef={apiRef}>
          <TreeItem itemId="vegetables" label="Vegetables">
            <TreeItem itemId="roots" label="Root vegetables">
              <TreeItem itemId="carrots" label="Carrots" />
              <TreeItem itemId="beetroot" label="Beetroot" />
            </TreeItem>
            <TreeItem itemId="greens" label="Leafy greens">
              <TreeItem itemId="chard" label="Chard" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="fruit" label="Fruit">
            <TreeItem itemId="plums" label="Plums" />
            <TreeItem itemId="quince" label="Quince" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
