import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const initialTasks = [
  { id: 'milk', label: 'Buy oat milk' },
  { id: 'bike', label: 'Pump the bike tyres' },
  { id: 'plants', label: 'Water the plants' },
  { id: 'library', label: 'Return library books' },
  { id: 'call', label: 'Call the plumber' },
];

export default function RemoveFocusedSimple() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Delete' && focusedItem) {
      setTasks((previous) => previous.filter((task) => task.id !== focusedItem));
    }
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 260 }}>
      <Box>
        <SimpleTreeView
          aria-label="Errands"
          onKeyDown={handleKeyDown}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        >
          {tasks.map((task) => (
            <TreeItem key={task.id} itemId={task.id} label={task.label} />
          ))}
        </SimpleTreeView>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" aria-live="polite" sx={{ flexGrow: 1 }}>
          Focused: {focusedItem ?? 'none'}. {tasks.length} errands left.
        </Typography>
        <Button size="small" onClick={() => setTasks(initialTasks)}>
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
