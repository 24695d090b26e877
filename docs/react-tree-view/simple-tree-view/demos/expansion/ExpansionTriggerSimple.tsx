import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

type Trigger = 'content' | 'iconContainer';

export default function ExpansionTriggerSimple() {
  const [trigger, setTrigger] = React.useState<Trigger>('iconContainer');

  return (
    <Stack spacing={2} sx={{ minHeight: 280, minWidth: 260 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Expansion trigger"
      >
        <ToggleButton value="content">content</ToggleButton>
        <ToggleButton value="iconContainer">iconContainer</ToggleButton>
      </ToggleButtonGroup>
      <Box>
        <SimpleTreeView expansionTrigger={trigger}>
          <TreeItem itemId="inbox" label="Inbox">
            <TreeItem itemId="newsletters" label="Newsletters" />
            <TreeItem itemId="receipts" label="Receipts" />
          </TreeItem>
          <TreeItem itemId="archive" label="Archive">
            <TreeItem itemId="archive-2024" label="2024" />
            <TreeItem itemId="archive-2025" label="2025" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
