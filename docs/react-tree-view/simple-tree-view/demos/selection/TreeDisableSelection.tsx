import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeDisableSelection() {
  const [readOnly, setReadOnly] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ minHeight: 280, minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch
            checked={readOnly}
            onChange={(event) => setReadOnly(event.target.checked)}
          />
        }
        label="disableSelection"
      />
      <Box>
        <SimpleTreeView
          disableSelection={readOnly}
          defaultExpandedItems={['contents']}
        >
          <TreeItem itemId="contents" label="Contents">
            <TreeItem itemId="chapter-1" label="1. The lighthouse keeper" />
            <TreeItem itemId="chapter-2" label="2. A letter from the mainland" />
            <TreeItem itemId="chapter-3" label="3. Winter storms" />
          </TreeItem>
          <TreeItem itemId="appendix" label="Appendix">
            <TreeItem itemId="map" label="Map of the island" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
