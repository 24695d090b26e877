import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: { given: string; family: string };
  ward: string;
  start: string; // "HH:mm"
  end: string;
}

const rows: Shift[] = [
  {
    id: 1,
    nurse: { given: 'Ines', family: 'Carvalho' },
    ward: 'Maternity',
    start: '07:00',
    end: '15:30',
  },
  {
    id: 2,
    nurse: { given: 'Tobias', family: 'Berg' },
    ward: 'Cardiology',
    start: '14:00',
    end: '22:00',
  },
  {
    id: 3,
    nurse: { given: 'Adaeze', family: 'Nwosu' },
    ward: 'Emergency',
    start: '19:00',
    end: '07:00',
  },
  {
    id: 4,
    nurse: { given: 'Hiroshi', family: 'Sato' },
    ward: 'Paediatrics',
    start: '07:00',
    end: '19:00',
  },
  {
    id: 5,
    nurse: { given: 'Marta', family: 'Kowalska' },
    ward: 'Emergency',
    start: '22:00',
    end: '06:00',
  },
];

function toMinutes(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const columns: GridColDef<Shift>[] = [
  {
    field: 'nurse',
    headerName: 'Nurse',
    width: 170,
    // Nested data: read two properties of an object.
    valueGetter: (_value, row) => `${row.nurse.family}, ${row.nurse.given}`,
  },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'start', headerName: 'Start', width: 90 },
  { field: 'end', headerName: 'End', width: 90 },
  {
    field: 'hours',
    headerName: 'Hours',
    type: 'number',
    width: 100,
    // Computed from two fields; night shifts wrap past midnight.
    valueGetter: (_value, row) => {
      const minutes = (toMinutes(row.end) - toMinutes(row.start) + 1440) % 1440;
      return minutes / 60;
    },
  },
];

export default function DerivedColumnsGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'hours', sort: 'desc' }] } }}
      />
    </Box>
  );
}
