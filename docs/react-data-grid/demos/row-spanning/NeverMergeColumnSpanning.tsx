import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Result {
  id: number;
  heat: string;
  runner: string;
  time: string;
}

const rows: Result[] = [
  { id: 1, heat: 'Heat 1', runner: 'E. Mwangi', time: '10.41' },
  { id: 2, heat: 'Heat 1', runner: 'J. Petit', time: '10.58' },
  { id: 3, heat: 'Heat 1', runner: 'O. Bauer', time: '10.58' },
  { id: 4, heat: 'Heat 2', runner: 'T. Akande', time: '10.39' },
  { id: 5, heat: 'Heat 2', runner: 'L. Conti', time: '10.62' },
  { id: 6, heat: 'Heat 2', runner: 'H. Sato', time: '10.62' },
];

const columns: GridColDef<Result>[] = [
  { field: 'heat', headerName: 'Heat', width: 100 },
  { field: 'runner', headerName: 'Runner', flex: 1 },
  {
    field: 'time',
    headerName: 'Time (s)',
    width: 110,
    // Equal times are a coincidence, not a group: compare the row ids instead.
    rowSpanValueGetter: (_value, row) => row.id,
  },
];

export default function NeverMergeColumnSpanning() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
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
