import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function ConnectingLinesSimple() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['ceo', 'cto', 'platform']}
        // The groups below do the indenting, so the depth-based padding is turned off.
        itemChildrenIndentation={0}
        sx={(theme) => {
          const line = `1px solid ${(theme.vars ?? theme).palette.divider}`;
          return {
            // A vertical line along each list of children...
            [`& .${treeItemClasses.groupTransition}`]: {
              marginLeft: '16px',
              paddingLeft: '12px',
              borderLeft: line,
            },
            // ...and a short horizontal tick from that line to each child.
            [`& .${treeItemClasses.groupTransition} .${treeItemClasses.content}`]: {
              position: 'relative',
              '&::before': {
                content: '""',
                position: 'absolute',
                left: '-12px',
                top: '50%',
                width: '10px',
                borderTop: line,
              },
            },
          };
        }}
      >
        <TreeItem itemId="ceo" label="Chief executive">
          <TreeItem itemId="cto" label="Chief technology officer">
            <TreeItem itemId="platform" label="Platform team">
              <TreeItem itemId="sre" label="Site reliability" />
              <TreeItem itemId="tooling" label="Developer tooling" />
            </TreeItem>
            <TreeItem itemId="mobile" label="Mobile team" />
          </TreeItem>
          <TreeItem itemId="cfo" label="Chief financial officer">
            <TreeItem itemId="payroll" label="Payroll" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
