import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const faq: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'delivery',
    label: 'Delivery',
    children: [
      { id: 'delivery-time', label: 'Orders ship within two working days.' },
      { id: 'delivery-cost', label: 'Shipping is free above €40.' },
    ],
  },
  {
    id: 'returns',
    label: 'Returns',
    children: [
      { id: 'returns-window', label: 'You have 30 days to send an item back.' },
      { id: 'returns-label', label: 'A prepaid label is in every parcel.' },
    ],
  },
  {
    id: 'payment',
    label: 'Payment',
    children: [
      { id: 'payment-methods', label: 'We accept cards and bank transfers.' },
    ],
  },
];

export default function OneBranchOpenTree() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['delivery']);

  const handleExpandedItemsChange = (
    _event: React.SyntheticEvent | null,
    itemIds: string[],
  ) => {
    // Keep only the topic that has just been opened, if any.
    const opened = itemIds.find((itemId) => !expandedItems.includes(itemId));
    setExpandedItems(opened ? [opened] : itemIds);
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 300 }}>
      <RichTreeView
        items={faq}
        expandedItems={expandedItems}
        onExpandedItemsChange={handleExpandedItemsChange}
      />
    </Box>
  );
}
