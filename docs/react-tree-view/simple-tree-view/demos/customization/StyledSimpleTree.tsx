import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function StyledSimpleTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['inbox']}
        defaultSelectedItems="unread"
        itemChildrenIndentation={24}
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 999,
            paddingBlock: 0.75,
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            backgroundColor: theme.alpha(
              (theme.vars ?? theme).palette.secondary.main,
              0.16,
            ),
            color: (theme.vars ?? theme).palette.secondary.dark,
            ...theme.applyStyles('dark', {
              color: (theme.vars ?? theme).palette.secondary.main,
            }),
          },
          [`& .${treeItemClasses.label}`]: {
            fontWeight: 500,
          },
          [`& .${treeItemClasses.groupTransition}`]: {
            borderLeft: `1px dashed ${(theme.vars ?? theme).palette.divider}`,
            marginLeft: '15px',
          },
        })}
      >
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="unread" label="Unread" />
          <TreeItem itemId="flagged" label="Flagged" />
          <TreeItem itemId="newsletters" label="Newsletters" />
        </TreeItem>
        <TreeItem itemId="sent" label="Sent" />
        <TreeItem itemId="trash" label="Trash" />
      </SimpleTreeView>
    </Box>
  );
}
