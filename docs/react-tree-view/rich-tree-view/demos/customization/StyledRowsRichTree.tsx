import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const trails: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'north',
    label: 'North ridge',
    children: [
      { id: 'eagle', label: 'Eagle loop, 6 km' },
      { id: 'quarry', label: 'Old quarry path, 9 km' },
    ],
  },
  {
    id: 'valley',
    label: 'Valley floor',
    children: [
      { id: 'river', label: 'Riverside walk, 4 km' },
      { id: 'orchard', label: 'Orchard trail, 5 km' },
    ],
  },
];

export default function StyledRowsRichTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 280 }}>
      <RichTreeView
        items={trails}
        defaultExpandedItems={['north', 'valley']}
        defaultSelectedItems="river"
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            borderLeft: '3px solid transparent',
            borderRadius: 0,
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            borderLeftColor: (theme.vars ?? theme).palette.success.main,
            backgroundColor: theme.alpha(
              (theme.vars ?? theme).palette.success.main,
              0.1,
            ),
          },
          [`& .${treeItemClasses.content}[data-focused]`]: {
            outline: `2px solid ${(theme.vars ?? theme).palette.success.main}`,
            outlineOffset: -2,
          },
          [`& .${treeItemClasses.content}[data-expanded] .${treeItemClasses.label}`]:
            {
              fontWeight: 600,
            },
          [`& .${treeItemClasses.groupTransition}`]: {
            borderLeft: `1px dashed ${(theme.vars ?? theme).palette.divider}`,
            marginLeft: '18px',
          },
        })}
      />
    </Box>
  );
}
