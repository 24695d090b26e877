import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const courses: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'languages',
    label: 'Languages',
    children: [
      { id: 'spanish-a1', label: 'Spanish A1' },
      { id: 'japanese-a1', label: 'Japanese A1' },
    ],
  },
  {
    id: 'crafts',
    label: 'Crafts',
    children: [
      { id: 'pottery', label: 'Pottery' },
      { id: 'woodwork', label: 'Woodwork' },
      { id: 'bookbinding', label: 'Bookbinding' },
    ],
  },
];

const labels: Record<string, string> = {};
courses.forEach((group) => {
  labels[group.id] = group.label;
  group.children?.forEach((course) => {
    labels[course.id] = course.label;
  });
});

export default function ControlledMultiSelectionTree() {
  const [enrolled, setEnrolled] = React.useState<string[]>(['pottery']);

  return (
    <Stack spacing={2} sx={{ minHeight: 320, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', minHeight: 32 }}>
        {enrolled.map((itemId) => (
          <Chip
            key={itemId}
            label={labels[itemId]}
            onDelete={() =>
              setEnrolled((previous) => previous.filter((id) => id !== itemId))
            }
          />
        ))}
        <Button size="small" onClick={() => setEnrolled([])}>
          Clear
        </Button>
      </Stack>
      <Box>
        <RichTreeView
          items={courses}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['languages', 'crafts']}
          selectedItems={enrolled}
          onSelectedItemsChange={(_event, itemIds) => setEnrolled(itemIds)}
        />
      </Box>
    </Stack>
  );
}
