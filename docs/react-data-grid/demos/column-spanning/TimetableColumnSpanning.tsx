import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Day = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday';

interface Slot {
  id: number;
  time: string;
  monday?: string;
  tuesday?: string;
  wednesday?: string;
  thursday?: string;
  friday?: string;
}

const rows: Slot[] = [
  {
    id: 1,
    time: '09:00',
    monday: 'Maths',
    tuesday: 'History',
    wednesday: 'Maths',
    thursday: 'Biology',
    friday: 'Music',
  },
  {
    id: 2,
    time: '10:00',
    monday: 'Physics',
    tuesday: 'Physics',
    wednesday: 'Art',
    thursday: 'Maths',
    friday: 'Physics',
  },
  {
    id: 3,
    time: '11:00',
    monday: 'English',
    tuesday: 'Chemistry',
    wednesday: 'Art',
    thursday: 'English',
    friday: 'Sport',
  },
  { id: 4, time: '12:00', monday: 'Lunch break' },
  {
    id: 5,
    time: '13:00',
    monday: 'Geography',
    tuesday: 'Maths',
    wednesday: 'English',
    thursday: 'Chemistry',
    friday: 'Sport',
  },
  {
    id: 6,
    time: '14:00',
    monday: 'French',
    tuesday: 'English',
    wednesday: 'Robotics workshop',
    thursday: 'Robotics workshop',
    friday: 'Robotics workshop',
  },
];

const days: Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  ...days.map((day): GridColDef<Slot> => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    flex: 1,
    minWidth: 110,
    sortable: false,
    // The spans count days in order: a hidden day would stretch a lesson over the next.
    hideable: false,
    colSpan: (_value, row) => {
      if (day === 'monday' && row.id === 4) {
        return days.length; // the lunch break covers the whole week
      }
      // Identical lessons that follow each other on the same row merge into one cell.
      if (row.tuesday === undefined) {
        return undefined;
      }
      const index = days.indexOf(day);
      if (index > 0 && row[days[index - 1] as Day] === row[day]) {
        return undefined;
      }
      let span = 1;
      while (
        index + span < days.length &&
        row[days[index + span] as Day] === row[day]
      ) {
        span += 1;
      }
      return span;
    },
  })),
];

export default function TimetableColumnSpanning() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .MuiDataGrid-cell': {
          borderRight: '1px solid',
          borderRightColor: 'divider',
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter disableColumnSorting />
    </Box>
  );
}
