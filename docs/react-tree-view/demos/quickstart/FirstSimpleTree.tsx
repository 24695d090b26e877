import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FirstSimpleTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 240 }}>
      <SimpleTreeView>
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="profile" label="Profile" />
          <TreeItem itemId="password" label="Password" />
        </TreeItem>
        <TreeItem itemId="notifications" label="Notifications">
          <TreeItem itemId="email" label="Email" />
          <TreeItem itemId="push" label="Push" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing" />
      </SimpleTreeView>
    </Box>
  );
}
