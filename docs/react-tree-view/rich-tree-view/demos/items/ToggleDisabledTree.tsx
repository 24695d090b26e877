import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const exam: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'part-a',
    label: 'Part A: multiple choice',
    children: [
      { id: 'a1', label: 'Question 1' },
      { id: 'a2', label: 'Question 2' },
    ],
  },
  {
    id: 'part-b',
    label: 'Part B: essays',
    children: [
      { id: 'b1', label: 'Essay 1' },
      { id: 'b2', label: 'Essay 2' },
    ],
  },
];

export default function ToggleDisabledTree() {
  const apiRef = useRichTreeViewApiRef();

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 280 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setIsItemDisabled({ itemId: 'part-b' })}
        >
          Lock or unlock Part B
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.setIsItemDisabled({
              itemId: 'a2',
              shouldBeDisabled: true,
            })
          }
        >
          Lock Question 2
        </Button>
      </Stack>
      <Box>
        <RichTreeView
          items={exam}
          apiRef={apiRef}
          defaultExpandedItems={['part-a', 'part-b']}
        />
      </Box>
    </Stack>
  );
}
