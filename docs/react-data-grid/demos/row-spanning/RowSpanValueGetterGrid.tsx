import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Lesson {
  id: number;
  day: string;
  time: string;
  room: string;
  course: string;
}

const rows: Lesson[] = [
  { id: 1, day: 'Monday', time: '09:00', room: 'B12', course: 'Statistics' },
  { id: 2, day: 'Monday', time: '11:00', room: 'B12', course: 'Linear algebra' },
  { id: 3, day: 'Monday', time: '14:00', room: 'A03', course: 'Databases' },
  { id: 4, day: 'Tuesday', time: '09:00', room: 'A03', course: 'Networks' },
  { id: 5, day: 'Tuesday', time: '11:00', room: 'A03', course: 'Compilers' },
  { id: 6, day: 'Wednesday', time: '09:00', room: 'C21', course: 'Statistics' },
  { id: 7, day: 'Wednesday', time: '11:00', room: 'C21', course: 'Ethics' },
];

const columns: GridColDef<Lesson>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  { field: 'time', headerName: 'Time', width: 90 },
  {
    field: 'room',
    headerName: 'Room',
    width: 90,
    // Merge equal rooms only within the same day: A03 on Monday and on Tuesday stay apart.
    rowSpanValueGetter: (value: string, row) => `${row.day}-${value}`,
  },
  { field: 'course', headerName: 'Course', flex: 1, minWidth: 150 },
];

export default function RowSpanValueGetterGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
