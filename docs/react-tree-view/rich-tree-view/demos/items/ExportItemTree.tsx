import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const seatingPlan: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'table-1',
    label: 'Table 1',
    children: [
      { id: 'guest-ines', label: 'Inès' },
      { id: 'guest-ravi', label: 'Ravi' },
    ],
  },
  {
    id: 'table-2',
    label: 'Table 2',
    children: [{ id: 'guest-malia', label: 'Malia' }],
  },
];

export default function ExportItemTree() {
  const apiRef = useRichTreeViewApiRef();
  const [json, setJson] = React.useState<string | null>(null);

  const exportTree = () => {
    const tree = apiRef.current?.getItemTree();
    setJson(tree ? JSON.stringify(tree, null, 2) : null);
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 300 }}
    >
      <Stack spacing={1} sx={{ minWidth: 200 }}>
        <Box>
          <Button size="small" variant="outlined" onClick={exportTree}>
            Export as JSON
          </Button>
        </Box>
        <RichTreeView items={seatingPlan} apiRef={apiRef} />
      </Stack>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          fontSize: 12,
          maxHeight: 300,
          overflow: 'auto',
          flexGrow: 1,
        }}
      >
        {json ?? 'Press “Export as JSON”.'}
      </Box>
    </Stack>
  );
}
