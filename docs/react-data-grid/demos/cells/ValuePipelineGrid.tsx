import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatDuration, members, type ClubMember } from './runningClub';

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<ClubMember>[] = [
  {
    field: 'name',
    headerName: 'Member',
    flex: 1,
    minWidth: 160,
    // No `name` property in the row: the value is built from two fields.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'best10k',
    headerName: 'Best 10 km',
    type: 'number',
    width: 120,
    // The value stays a number of seconds (it sorts as one); only the text changes.
    valueFormatter: (value: number) => formatDuration(value),
  },
  {
    field: 'pace',
    headerName: 'Pace',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.best10k / 10,
    valueFormatter: (value: number) => `${formatDuration(value)} /km`,
  },
  {
    field: 'fee',
    headerName: 'Monthly fee',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => euro.format(value),
  },
];

export default function ValuePipelineGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={members}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'best10k', sort: 'asc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
