import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Room {
  id: string;
  label: string;
  closed?: boolean;
  children?: Room[];
}

const hotel: Room[] = [
  {
    id: 'floor-1',
    label: 'Floor 1',
    children: [
      { id: 'room-101', label: 'Room 101' },
      { id: 'room-102', label: 'Room 102 (renovation)', closed: true },
      { id: 'room-103', label: 'Room 103' },
    ],
  },
  {
    id: 'floor-2',
    label: 'Floor 2 (closed for the season)',
    closed: true,
    children: [
      { id: 'room-201', label: 'Room 201' },
      { id: 'room-202', label: 'Room 202' },
    ],
  },
  { id: 'spa', label: 'Spa' },
];

const isRoomClosed = (room: Room) => room.closed === true;

export default function DisabledItemsTree() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ minHeight: 340, minWidth: 280 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
        label="disabledItemsFocusable"
      />
      <Box>
        <RichTreeView
          items={hotel}
          isItemDisabled={isRoomClosed}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['floor-1', 'floor-2']}
        />
      </Box>
    </Stack>
  );
}
