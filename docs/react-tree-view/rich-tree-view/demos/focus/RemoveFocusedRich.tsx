import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const initialNotifications: Item[] = [
  {
    id: 'today',
    label: 'Today',
    children: [
      { id: 'n1', label: 'Parcel delivered to the locker' },
      { id: 'n2', label: 'Dentist appointment confirmed' },
      { id: 'n3', label: 'New comment on "Spring recipes"' },
    ],
  },
  {
    id: 'earlier',
    label: 'Earlier',
    children: [{ id: 'n4', label: 'Password changed' }],
  },
];

function removeItem(items: Item[], itemId: string): Item[] {
  return items
    .filter((item) => item.id !== itemId)
    .map((item) =>
      item.children
        ? { ...item, children: removeItem(item.children, itemId) }
        : item,
    );
}

export default function RemoveFocusedRich() {
  const [items, setItems] = React.useState(initialNotifications);
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Delete' && focusedItem) {
      setItems((previous) => removeItem(previous, focusedItem));
    }
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 300 }}>
      <Box>
        <RichTreeView
          aria-label="Notifications"
          items={items}
          defaultExpandedItems={['today', 'earlier']}
          onKeyDown={handleKeyDown}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" aria-live="polite" sx={{ flexGrow: 1 }}>
          Focused: {focusedItem ?? 'none'}
        </Typography>
        <Button size="small" onClick={() => setItems(initialNotifications)}>
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
