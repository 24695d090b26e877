import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';

interface Booking {
  id: number;
  team: string;
  room: string;
  seats: number;
}

// 'North 104' -> ['North', 104]
function splitRoom(room: string): [string, number] {
  const space = room.lastIndexOf(' ');
  return [room.slice(0, space), Number(room.slice(space + 1))];
}

// Building first, as text; then the room number as a number, so 9 comes before 104.
const roomComparator: GridComparatorFn<string> = (
  room1,
  room2,
  params1,
  params2,
) => {
  const [building1, number1] = splitRoom(room1);
  const [building2, number2] = splitRoom(room2);
  return (
    gridStringOrNumberComparator(building1, building2, params1, params2) ||
    gridNumberComparator(number1, number2, params1, params2)
  );
};

const rows: Booking[] = [
  { id: 1, team: 'Payments', room: 'North 104', seats: 8 },
  { id: 2, team: 'Mobile', room: 'East 12', seats: 6 },
  { id: 3, team: 'Search', room: 'North 9', seats: 4 },
  { id: 4, team: 'Billing', room: 'East 210', seats: 10 },
  { id: 5, team: 'Security', room: 'North 31', seats: 5 },
  { id: 6, team: 'Design', room: 'East 3', seats: 12 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 120 },
  { field: 'room', headerName: 'Room', width: 150, sortComparator: roomComparator },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
];

export default function CombinedComparatorSorting() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'room', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
