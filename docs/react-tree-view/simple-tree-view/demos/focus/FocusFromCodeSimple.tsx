import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function FocusFromCodeSimple() {
  const apiRef = useSimpleTreeViewApiRef();
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ minHeight: 280, minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.focusItem(event, 'tickets')}
        >
          Focus "Tickets"
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.focusItem(event, 'wiki')}
        >
          Focus "Wiki"
        </Button>
      </Stack>
      <Box>
        <SimpleTreeView
          apiRef={apiRef}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        >
          <TreeItem itemId="projects" label="Projects">
            <TreeItem itemId="roadmap" label="Roadmap" />
          </TreeItem>
          <TreeItem itemId="tickets" label="Tickets" />
          <TreeItem itemId="wiki" label="Wiki" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" aria-live="polite">
        Focused item: {focusedItem ?? 'none'}
      </Typography>
    </Stack>
  );
}
