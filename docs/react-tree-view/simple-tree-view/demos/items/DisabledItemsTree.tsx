import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItemsTree() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ minHeight: 300, minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
        label="disabledItemsFocusable"
      />
      <Box>
        <SimpleTreeView
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['plans']}
        >
          <TreeItem itemId="plans" label="Plans">
            <TreeItem itemId="free" label="Free" />
            <TreeItem itemId="team" label="Team" />
            <TreeItem
              itemId="enterprise"
              label="Enterprise (contact sales)"
              disabled
            />
          </TreeItem>
          <TreeItem itemId="legacy" label="Legacy plans" disabled>
            <TreeItem itemId="starter" label="Starter" />
          </TreeItem>
          <TreeItem itemId="invoices" label="Invoices" />
          <TreeItem
            itemId="receipts"
            label="Receipts (read only)"
            disableSelection
          />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
