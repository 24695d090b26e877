import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SelectionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 220 }}
    >
      <Box sx={{ minWidth: 220 }}>
        <SimpleTreeView
          defaultExpandedItems={['settings']}
          onItemSelectionToggle={(_event, itemId, isSelected) =>
            setLog((previous) =>
              [
                `${itemId} ${isSelected ? 'selected' : 'deselected'}`,
                ...previous,
              ].slice(0, 5),
            )
          }
        >
          <TreeItem
            itemId="settings"
            label="Settings (not selectable)"
            disableSelection
          >
            <TreeItem itemId="language" label="Language" />
            <TreeItem itemId="theme" label="Theme" />
          </TreeItem>
          <TreeItem itemId="help" label="Help" />
        </SimpleTreeView>
      </Box>
      <Box>
        <Typography variant="subtitle2">Last events</Typography>
        {log.length === 0 ? (
          <Typography variant="body2">Select an item.</Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={`${index}-${entry}`} variant="body2">
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
