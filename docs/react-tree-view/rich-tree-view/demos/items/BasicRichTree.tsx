import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const departments: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'frontend', label: 'Frontend' },
      { id: 'backend', label: 'Backend' },
      {
        id: 'platform',
        label: 'Platform',
        children: [
          { id: 'ci', label: 'Continuous integration' },
          { id: 'observability', label: 'Observability' },
        ],
      },
    ],
  },
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'product-design', label: 'Product design' },
      { id: 'brand', label: 'Brand' },
    ],
  },
  { id: 'support', label: 'Customer support' },
];

export default function BasicRichTree() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView items={departments} defaultExpandedItems={['engineering']} />
    </Box>
  );
}
