import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DefaultExpandedSimple() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      {/* "tuesday" is listed with its parent "week-2": alone, it would stay hidden. */}
      <SimpleTreeView defaultExpandedItems={['week-2', 'tuesday']}>
        <TreeItem itemId="week-1" label="Week 1">
          <TreeItem itemId="monday" label="Monday">
            <TreeItem itemId="mon-am" label="Early shift: Priya" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="week-2" label="Week 2">
          <TreeItem itemId="tuesday" label="Tuesday">
            <TreeItem itemId="tue-am" label="Early shift: Tomás" />
            <TreeItem itemId="tue-pm" label="Late shift: Ines" />
          </TreeItem>
          <TreeItem itemId="wednesday" label="Wednesday">
            <TreeItem itemId="wed-am" label="Early shift: Kofi" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
