import * as React from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const PlusCircleIcon = createSvgIcon(
  <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm5 11h-4v4h-2v-4H7v-2h4V7h2v4h4z" />,
  'PlusCircle',
);

const MinusCircleIcon = createSvgIcon(
  <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm5 11H7v-2h10z" />,
  'MinusCircle',
);

const DashIcon = createSvgIcon(<path d="M8 11h8v2H8z" />, 'Dash');

const syllabus: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'term-1',
    label: 'Autumn term',
    children: [
      { id: 'fractions', label: 'Fractions' },
      { id: 'geometry', label: 'Angles and shapes' },
    ],
  },
  {
    id: 'term-2',
    label: 'Spring term',
    children: [
      { id: 'statistics', label: 'Reading charts' },
      { id: 'algebra', label: 'First equations' },
    ],
  },
  { id: 'revision', label: 'Revision week' },
];

export default function PlusMinusIconsTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        items={syllabus}
        defaultExpandedItems={['term-1']}
        slots={{
          expandIcon: PlusCircleIcon,
          collapseIcon: MinusCircleIcon,
          endIcon: DashIcon,
        }}
        slotProps={{
          expandIcon: { color: 'success' },
          collapseIcon: { color: 'error' },
          endIcon: { color: 'disabled' },
        }}
      />
    </Box>
  );
}
