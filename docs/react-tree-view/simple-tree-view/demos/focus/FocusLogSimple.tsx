import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FocusLogSimple() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Stack direction="row" spacing={3} sx={{ minHeight: 240, minWidth: 320 }}>
      <Box sx={{ flex: 1 }}>
        <SimpleTreeView
          defaultExpandedItems={['platform-1']}
          onItemFocus={(event, itemId) => {
            const source = event ? event.type : 'code';
            setLog((previous) => [`${itemId} (${source})`, ...previous].slice(0, 6));
          }}
        >
          <TreeItem itemId="platform-1" label="Platform 1">
            <TreeItem itemId="train-0815" label="08:15 to Ashford" />
            <TreeItem itemId="train-0842" label="08:42 to Dover" />
          </TreeItem>
          <TreeItem itemId="platform-2" label="Platform 2">
            <TreeItem itemId="train-0820" label="08:20 to Brighton" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Box sx={{ flex: 1 }} aria-live="polite">
        <Typography variant="subtitle2">Focus log</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Click an item or press Tab.
          </Typography>
        ) : (
          log.map((line, index) => (
            <Typography key={index} variant="body2">
              {line}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
