import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Room {
  id: number;
  room: string;
  floor: number;
  seats: number;
  equipment: string;
}

const rows: Room[] = [
  { id: 1, room: 'Atlas', floor: 2, seats: 12, equipment: 'Screen, video call kit' },
  { id: 2, room: 'Borealis', floor: 2, seats: 4, equipment: 'Whiteboard' },
  { id: 3, room: 'Cassini', floor: 3, seats: 8, equipment: 'Screen' },
  { id: 4, room: 'Dione', floor: 3, seats: 20, equipment: 'Projector, microphones' },
  { id: 5, room: 'Europa', floor: 4, seats: 6, equipment: 'Screen, whiteboard' },
  { id: 6, room: 'Fornax', floor: 4, seats: 2, equipment: 'Phone booth' },
];

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 120 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 80 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 80 },
  { field: 'equipment', headerName: 'Equipment', flex: 1, minWidth: 180 },
];

export default function LabelledByHeadingGrid() {
  const headingId = React.useId();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {/* The visible heading names the grid: screen readers announce "Meeting rooms, grid". */}
      <Typography id={headingId} variant="h6" component="h3" sx={{ m: 0 }}>
        Meeting rooms
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-labelledby={headingId}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
