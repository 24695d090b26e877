import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const orgChart: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'ceo',
    label: 'Amara Diallo, CEO',
    children: [
      {
        id: 'cto',
        label: 'Jonas Berg, CTO',
        children: [
          { id: 'eng-lead', label: 'Priya Nair, Engineering lead' },
          { id: 'qa-lead', label: 'Tomás Ruiz, QA lead' },
        ],
      },
      { id: 'cfo', label: 'Hana Sato, CFO' },
    ],
  },
];

export default function DisableSelectionTree() {
  const [readOnly, setReadOnly] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ minHeight: 280, minWidth: 280 }}>
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
        <RichTreeView
          items={orgChart}
          disableSelection={readOnly}
          defaultExpandedItems={['ceo', 'cto']}
        />
      </Box>
    </Stack>
  );
}
