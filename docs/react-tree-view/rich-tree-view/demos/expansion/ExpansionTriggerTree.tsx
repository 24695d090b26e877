import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Trigger = 'content' | 'iconContainer';

const projects: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'website',
    label: 'Website redesign',
    children: [
      { id: 'wireframes', label: 'Wireframes' },
      { id: 'copy', label: 'Copywriting' },
    ],
  },
  {
    id: 'app',
    label: 'Mobile app',
    children: [
      { id: 'login', label: 'Login screen' },
      { id: 'push', label: 'Push notifications' },
    ],
  },
];

export default function ExpansionTriggerTree() {
  const [trigger, setTrigger] = React.useState<Trigger>('iconContainer');
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 280 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, value: Trigger | null) => {
          if (value) {
            setTrigger(value);
          }
        }}
        aria-label="Expansion trigger"
      >
        <ToggleButton value="content">content</ToggleButton>
        <ToggleButton value="iconContainer">iconContainer</ToggleButton>
      </ToggleButtonGroup>
      <Box>
        <RichTreeView
          items={projects}
          expansionTrigger={trigger}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        Selected project: {selectedItem ?? 'none'}
      </Typography>
    </Stack>
  );
}
