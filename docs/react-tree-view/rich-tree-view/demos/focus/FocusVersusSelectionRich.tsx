import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const agenda: TreeViewDefaultItemModelProperties[] = [
  { id: 'keynote', label: '09:00 Opening keynote' },
  { id: 'workshop', label: '10:30 Accessibility workshop' },
  { id: 'lunch', label: '12:30 Lunch on the terrace' },
  { id: 'panel', label: '14:00 Panel: open source funding' },
];

export default function FocusVersusSelectionRich() {
  const apiRef = useRichTreeViewApiRef();
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  const focusOnly = (event: React.MouseEvent) => {
    apiRef.current?.focusItem(event, 'lunch');
  };

  const focusAndSelect = (event: React.MouseEvent) => {
    apiRef.current?.focusItem(event, 'panel');
    apiRef.current?.setItemSelection({
      event,
      itemId: 'panel',
      shouldBeSelected: true,
    });
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 260, minWidth: 300 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={focusOnly}>
          Focus lunch
        </Button>
        <Button size="small" variant="outlined" onClick={focusAndSelect}>
          Focus and select the panel
        </Button>
      </Stack>
      <Box>
        <RichTreeView
          items={agenda}
          apiRef={apiRef}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        Focused: {focusedItem ?? 'none'} · Selected: {selectedItem ?? 'none'}
      </Typography>
    </Stack>
  );
}
