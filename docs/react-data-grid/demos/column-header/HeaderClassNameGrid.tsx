import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Room {
  id: number;
  room: string;
  floor: number;
  seats: number;
  bookedBy: string;
  note: string;
}

const rows: Room[] = [
  {
    id: 1,
    room: 'Fjord',
    floor: 2,
    seats: 8,
    bookedBy: 'Design team',
    note: 'Projector',
  },
  { id: 2, room: 'Tundra', floor: 2, seats: 4, bookedBy: '', note: '' },
  {
    id: 3,
    room: 'Delta',
    floor: 3,
    seats: 12,
    bookedBy: 'All hands',
    note: 'Video link',
  },
  {
    id: 4,
    room: 'Mesa',
    floor: 4,
    seats: 6,
    bookedBy: 'Hiring panel',
    note: 'Whiteboard',
  },
];

// One rule for every header: editable columns get a tinted header.
const editableHeader = (params: { colDef: GridColDef }) =>
  params.colDef.editable ? 'editable-header' : '';

const baseColumns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 120, headerClassName: 'key-header' },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'bookedBy', headerName: 'Booked by', width: 160, editable: true },
  { field: 'note', headerName: 'Note', width: 150, editable: true },
];

// A class set on a column itself wins, because it is spread last.
const columns: GridColDef<Room>[] = baseColumns.map((column) => ({
  headerClassName: editableHeader,
  ...column,
}));

export default function HeaderClassNameGrid() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .editable-header': { backgroundColor: 'rgba(46, 125, 50, 0.12)' },
        '& .key-header': { color: 'primary.main' },
        '& .key-header .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
