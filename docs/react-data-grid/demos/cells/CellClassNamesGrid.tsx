import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { formatDuration, members, type ClubMember } from './runningClub';

const columns: GridColDef<ClubMember>[] = [
  {
    field: 'name',
    headerName: 'Member',
    flex: 1,
    minWidth: 130,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'best10k',
    headerName: 'Best 10 km',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => formatDuration(value),
    // A function of the cell: one class for sub-40-minute times, another for 50+.
    cellClassName: (params: GridCellParams<ClubMember, number>) => {
      if (params.value == null) {
        return '';
      }
      if (params.value < 2400) {
        return 'time--fast';
      }
      return params.value >= 3000 ? 'time--easy' : '';
    },
  },
  { field: 'distance', headerName: 'Km this month', type: 'number', width: 120 },
  { field: 'goal', headerName: 'Goal (km)', type: 'number', width: 100 },
  // A plain string: every cell of the column gets the class.
  { field: 'email', headerName: 'Email', width: 180, cellClassName: 'cell--muted' },
];

// A rule that reads two fields, so it lives on the grid rather than on one column.
function getCellClassName(params: GridCellParams<ClubMember>) {
  if (params.field === 'distance' && params.row.distance >= params.row.goal) {
    return 'goal--reached';
  }
  return '';
}

export default function CellClassNamesGrid() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .time--fast': { color: 'success.main', fontWeight: 600 },
        '& .time--easy': { color: 'text.secondary', fontStyle: 'italic' },
        '& .cell--muted': { color: 'text.secondary' },
        '& .goal--reached': { bgcolor: 'rgba(46, 125, 50, 0.12)', fontWeight: 600 },
      }}
    >
      <DataGrid
        rows={members}
        columns={columns}
        getCellClassName={getCellClassName}
        hideFooter
      />
    </Box>
  );
}
