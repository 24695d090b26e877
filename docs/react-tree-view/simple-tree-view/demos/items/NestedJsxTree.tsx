import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function NestedJsxTree() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['guide', 'reference']}>
        <TreeItem itemId="guide" label="Guide">
          <TreeItem itemId="installation" label="Installation" />
          <TreeItem itemId="usage" label="Usage">
            <TreeItem itemId="usage-basic" label="Basic usage" />
            <TreeItem itemId="usage-advanced" label="Advanced usage" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="reference" label="Reference">
          <TreeItem itemId="cli" label="Command line" />
          <TreeItem itemId="config" label="Configuration file" />
        </TreeItem>
        <TreeItem itemId="changelog" label="Changelog" />
      </SimpleTreeView>
    </Box>
  );
}
