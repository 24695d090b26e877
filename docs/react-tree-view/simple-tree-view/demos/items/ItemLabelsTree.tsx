import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function StopLabel({ name, platform }: { name: string; platform: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{name}</span>
      <Chip size="small" variant="outlined" label={`Platform ${platform}`} />
    </Stack>
  );
}

export default function ItemLabelsTree() {
  const [clickedItem, setClickedItem] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ minHeight: 280, minWidth: 280 }}>
      <Box>
        <SimpleTreeView
          defaultExpandedItems={['line-12']}
          onItemClick={(_event, itemId) => setClickedItem(itemId)}
        >
          <TreeItem itemId="line-12" label="Line 12 (northbound)">
            <TreeItem
              itemId="stop-1201"
              label={<StopLabel name="Central Station" platform="4" />}
            />
            <TreeItem
              itemId="stop-1202"
              label={<StopLabel name="Museum Quarter" platform="1" />}
            />
            <TreeItem
              itemId="stop-1203"
              label={<StopLabel name="Harbour Gate" platform="2" />}
            />
          </TreeItem>
          <TreeItem itemId="line-7" label="Line 7 (circular)" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" aria-live="polite">
        Last clicked itemId: {clickedItem ?? 'none'}
      </Typography>
    </Stack>
  );
}
