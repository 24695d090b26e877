import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const days = [
  { id: 'fri', label: 'Friday', acts: ['Opening parade', 'Brass band'] },
  { id: 'sat', label: 'Saturday', acts: ['Folk stage', 'Fireworks'] },
  { id: 'sun', label: 'Sunday', acts: ['Choir', 'Closing concert'] },
];

export default function ExpandSiblingsTree() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  return (
    <Stack spacing={2} sx={{ minHeight: 340, minWidth: 260 }}>
      <Box>
        <SimpleTreeView
          aria-label="Festival programme"
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        >
          {days.map((day) => (
            <TreeItem key={day.id} itemId={day.id} label={day.label}>
              {day.acts.map((act) => (
                <TreeItem key={act} itemId={`${day.id}-${act}`} label={act} />
              ))}
            </TreeItem>
          ))}
          <TreeItem itemId="tickets" label="Tickets and prices" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" aria-live="polite">
        Open days: {expandedItems.length > 0 ? expandedItems.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
