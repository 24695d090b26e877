import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const continents: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'france',
        label: 'France',
        children: [
          { id: 'paris', label: 'Paris' },
          { id: 'lyon', label: 'Lyon' },
        ],
      },
      { id: 'spain', label: 'Spain' },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      { id: 'japan', label: 'Japan' },
      { id: 'india', label: 'India' },
    ],
  },
  {
    id: 'africa',
    label: 'Africa',
    children: [{ id: 'kenya', label: 'Kenya' }],
  },
];

export default function KeyboardExpansionTree() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ minHeight: 320, minWidth: 260 }}>
      <Box>
        <RichTreeView
          items={continents}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        />
      </Box>
      <Box aria-live="polite">
        <Typography variant="body2">
          Expanded: {expandedItems.length > 0 ? expandedItems.join(', ') : 'none'}
        </Typography>
        <Typography variant="body2">Focused: {focusedItem ?? 'none'}</Typography>
      </Box>
    </Stack>
  );
}
