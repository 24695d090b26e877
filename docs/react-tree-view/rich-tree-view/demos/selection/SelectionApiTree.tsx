import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const mailbox: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'msg-invoice', label: 'Invoice #2231 (unread)' },
      { id: 'msg-lunch', label: 'Lunch on Friday?' },
      { id: 'msg-release', label: 'Release notes 4.2 (unread)' },
    ],
  },
  {
    id: 'newsletters',
    label: 'Newsletters',
    children: [
      { id: 'msg-garden', label: 'Garden club digest (unread)' },
      { id: 'msg-museum', label: 'Museum late openings' },
    ],
  },
];

const unreadIds = ['msg-invoice', 'msg-release', 'msg-garden'];

export default function SelectionApiTree() {
  const apiRef = useRichTreeViewApiRef();

  const selectUnread = (event: React.SyntheticEvent) => {
    unreadIds.forEach((itemId) => {
      apiRef.current?.setItemSelection({
        event,
        itemId,
        shouldBeSelected: true,
        keepExistingSelection: true,
      });
    });
  };

  const selectOnlyLunch = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemSelection({
      event,
      itemId: 'msg-lunch',
      shouldBeSelected: true,
    });
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 330, minWidth: 280 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={selectUnread}>
          Add unread
        </Button>
        <Button size="small" variant="outlined" onClick={selectOnlyLunch}>
          Only “Lunch on Friday?”
        </Button>
      </Stack>
      <Box>
        <RichTreeView
          items={mailbox}
          apiRef={apiRef}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['inbox', 'newsletters']}
        />
      </Box>
    </Stack>
  );
}
