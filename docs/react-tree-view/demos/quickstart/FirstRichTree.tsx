import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const categories: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fruit',
    label: 'Fruit',
    children: [
      { id: 'apples', label: 'Apples' },
      {
        id: 'citrus',
        label: 'Citrus',
        children: [{ id: 'lemons', label: 'Lemons' }],
      },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'carrots', label: 'Carrots' },
      { id: 'leeks', label: 'Leeks' },
    ],
  },
  { id: 'bakery', label: 'Bakery' },
];

export default function FirstRichTree() {
  const [selected, setSelected] = React.useState<string | null>(null);
  return (
    <Box sx={{ minHeight: 240, minWidth: 240 }}>
      <RichTreeView
        items={categories}
        defaultExpandedItems={['fruit']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        Aisle: {selected ?? 'none selected'}
      </Typography>
    </Box>
  );
}
