import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const handbook: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'people',
    label: 'People',
    children: [
      {
        id: 'leave',
        label: 'Leave',
        children: [
          { id: 'parental-leave', label: 'Parental leave' },
          { id: 'sick-days', label: 'Sick days' },
        ],
      },
      { id: 'onboarding', label: 'Onboarding' },
    ],
  },
  {
    id: 'it',
    label: 'IT',
    children: [
      { id: 'laptops', label: 'Laptops' },
      { id: 'vpn', label: 'VPN setup' },
    ],
  },
];

// Ids of the ancestors of an item, outermost first; null when it is not found.
const findPath = (
  items: TreeViewDefaultItemModelProperties[],
  itemId: string,
): string[] | null => {
  for (const item of items) {
    if (item.id === itemId) {
      return [];
    }
    const pathInChild = findPath(item.children ?? [], itemId);
    if (pathInChild) {
      return [item.id, ...pathInChild];
    }
  }
  return null;
};

const searchResults = [
  { id: 'sick-days', label: 'Sick days' },
  { id: 'vpn', label: 'VPN setup' },
];

export default function RevealPathTree() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  const reveal = (itemId: string) => {
    setExpandedItems((previous) => [
      ...previous,
      ...(findPath(handbook, itemId) ?? []).filter((id) => !previous.includes(id)),
    ]);
    setSelectedItem(itemId);
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 330, minWidth: 280 }}>
      <Stack direction="row" spacing={1}>
        {searchResults.map((result) => (
          <Button
            key={result.id}
            size="small"
            variant="outlined"
            onClick={() => reveal(result.id)}
          >
            Show “{result.label}”
          </Button>
        ))}
        <Button size="small" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <Box>
        <RichTreeView
          items={handbook}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
    </Stack>
  );
}
