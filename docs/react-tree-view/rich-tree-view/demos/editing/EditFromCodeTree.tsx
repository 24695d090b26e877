import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const agenda: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'opening',
    label: 'Opening',
    children: [
      { id: 'welcome', label: 'Welcome and apologies' },
      { id: 'minutes', label: 'Minutes of the last meeting' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    children: [
      { id: 'treasurer', label: "Treasurer's report" },
      { id: 'events', label: 'Events committee' },
    ],
  },
  { id: 'aob', label: 'Any other business' },
];

export default function EditFromCodeTree() {
  const apiRef = useRichTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('minutes');

  return (
    <Stack spacing={2} sx={{ minHeight: 320, minWidth: 280 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          disabled={selectedItem === null}
          onClick={() => {
            if (selectedItem !== null) {
              apiRef.current?.setEditedItem(selectedItem);
            }
          }}
        >
          Rename selected point
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.updateItemLabel('aob', 'Any other business (5 min)')
          }
        >
          Time-box the last point
        </Button>
      </Stack>
      <Box>
        <RichTreeView
          apiRef={apiRef}
          items={agenda}
          defaultExpandedItems={['opening', 'reports']}
          isItemEditable
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
    </Stack>
  );
}
