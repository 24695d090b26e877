import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SelectionPropagationTree() {
  const [parents, setParents] = React.useState(true);
  const [descendants, setDescendants] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ minHeight: 340, minWidth: 280 }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={parents}
              onChange={(event) => setParents(event.target.checked)}
            />
          }
          label="parents"
        />
        <FormControlLabel
          control={
            <Switch
              checked={descendants}
              onChange={(event) => setDescendants(event.target.checked)}
            />
          }
          label="descendants"
        />
      </Stack>
      <Box>
        <SimpleTreeView
          multiSelect
          checkboxSelection
          selectionPropagation={{ parents, descendants }}
          defaultExpandedItems={['camping', 'kitchen']}
        >
          <TreeItem itemId="camping" label="Camping kit">
            <TreeItem itemId="tent" label="Tent" />
            <TreeItem itemId="sleeping-bag" label="Sleeping bag" />
            <TreeItem itemId="kitchen" label="Camp kitchen">
              <TreeItem itemId="stove" label="Stove" />
              <TreeItem itemId="gas" label="Gas canister" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="first-aid" label="First aid">
            <TreeItem itemId="plasters" label="Plasters" />
            <TreeItem itemId="tweezers" label="Tweezers" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
