import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const kitchenCatalogue: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'cookware',
    label: 'Cookware',
    children: [
      { id: 'pans', label: 'Frying pans' },
      { id: 'pots', label: 'Stock pots' },
      { id: 'woks', label: 'Woks' },
    ],
  },
  {
    id: 'knives',
    label: 'Knives',
    children: [
      { id: 'chef-knife', label: "Chef's knife" },
      { id: 'bread-knife', label: 'Bread knife' },
    ],
  },
  { id: 'gift-cards', label: 'Gift cards' },
];

export default function ChildrenListTree() {
  const apiRef = useRichTreeViewApiRef();
  const [summary, setSummary] = React.useState(
    'Select a category, or list the root items.',
  );

  const summarise = (itemId: string | null) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // `null` asks for the root items.
    const childIds = api.getItemOrderedChildrenIds(itemId);
    const name = itemId == null ? 'The catalogue' : api.getItem(itemId).label;
    const childLabels = childIds.map((childId) => api.getItem(childId).label);
    setSummary(
      childIds.length > 0
        ? `${name} has ${childIds.length}: ${childLabels.join(', ')}.`
        : `${name} has no sub-categories.`,
    );
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 330, minWidth: 280 }}>
      <Box>
        <Button size="small" variant="outlined" onClick={() => summarise(null)}>
          List root items
        </Button>
      </Box>
      <Box>
        <RichTreeView
          items={kitchenCatalogue}
          apiRef={apiRef}
          onSelectedItemsChange={(_event, itemId) => summarise(itemId)}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {summary}
      </Typography>
    </Stack>
  );
}
