import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledFocusableSimple() {
  const [focusable, setFocusable] = React.useState(false);
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

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
          defaultExpandedItems={['facilities']}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        >
          <TreeItem itemId="facilities" label="Facilities">
            <TreeItem itemId="pool" label="Pool" />
            <TreeItem itemId="sauna" label="Sauna (closed for repairs)" disabled />
            <TreeItem itemId="gym" label="Gym" />
          </TreeItem>
          <TreeItem itemId="spa" label="Spa (opens in May)" disabled>
            <TreeItem itemId="massage" label="Massage rooms" />
          </TreeItem>
          <TreeItem itemId="classes" label="Classes" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" aria-live="polite">
        Focused item: {focusedItem ?? 'none'}
      </Typography>
    </Stack>
  );
}
