import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { moveItem, type Course } from './moveItem';

const initialMenu: Course[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Pumpkin soup' },
      { id: 'salad', label: 'Beetroot salad' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'hake', label: 'Grilled hake' },
    ],
  },
  { id: 'tart', label: 'Lemon tart' },
];

export default function SyncedItemsTree() {
  const [menu, setMenu] = React.useState(initialMenu);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 280 }}
    >
      <Box sx={{ minWidth: 240 }}>
        <RichTreeViewPro<Course>
          items={menu}
          itemsReordering
          defaultExpandedItems={['starters', 'mains']}
          onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
            setMenu((previous) =>
              moveItem(previous, itemId, oldPosition, newPosition),
            )
          }
        />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle2">Your menu state</Typography>
        <Typography component="pre" variant="body2" sx={{ m: 0, fontSize: 12 }}>
          {menu
            .map((course) =>
              [
                course.label,
                ...(course.children ?? []).map((dish) => `  ${dish.label}`),
              ].join('\n'),
            )
            .join('\n')}
        </Typography>
      </Box>
    </Stack>
  );
}
