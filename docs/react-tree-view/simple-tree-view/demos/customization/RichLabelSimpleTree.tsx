import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function CountLabel({ text, count }: { text: string; count: number }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <span>{text}</span>
      {count > 0 ? <Chip size="small" color="primary" label={count} /> : null}
    </Stack>
  );
}

export default function RichLabelSimpleTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260, maxWidth: 360 }}>
      <SimpleTreeView defaultExpandedItems={['channels']}>
        <TreeItem itemId="channels" label={<CountLabel text="Channels" count={7} />}>
          <TreeItem
            itemId="general"
            label={<CountLabel text="# general" count={5} />}
          />
          <TreeItem
            itemId="random"
            label={<CountLabel text="# random" count={2} />}
          />
          <TreeItem
            itemId="announcements"
            label={<CountLabel text="# announcements" count={0} />}
          />
        </TreeItem>
        <TreeItem
          itemId="direct"
          label={<CountLabel text="Direct messages" count={0} />}
        />
      </SimpleTreeView>
    </Box>
  );
}
