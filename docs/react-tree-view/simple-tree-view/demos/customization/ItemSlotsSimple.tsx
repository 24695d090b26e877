import * as React from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const LockIcon = createSvgIcon(
  <path d="M18 8h-1V6a5 5 0 0 0-10 0v2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2zm-6 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4zm3.1-9H8.9V6a3.1 3.1 0 0 1 6.2 0z" />,
  'Lock',
);

export default function ItemSlotsSimple() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['accounts']}>
        <TreeItem itemId="accounts" label="Accounts">
          <TreeItem itemId="current" label="Current account" />
          <TreeItem itemId="savings" label="Savings" />
          {/* One item with its own icon, a tooltip on its row and a muted label. */}
          <TreeItem
            itemId="pension"
            label="Pension (locked until 2051)"
            slots={{ icon: LockIcon }}
            slotProps={{
              content: { title: 'Withdrawals are not possible yet' },
              label: { style: { fontStyle: 'italic', opacity: 0.7 } },
            }}
          />
        </TreeItem>
        {/* `sx` on a TreeItem styles its root; `& > .content` reaches its own row only. */}
        <TreeItem
          itemId="cards"
          label="Cards"
          sx={{
            [`& > .${treeItemClasses.content}`]: {
              color: 'secondary.main',
            },
          }}
        >
          <TreeItem itemId="debit" label="Debit card" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
