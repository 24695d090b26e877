import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Game {
  id: number;
  player: string;
  score: number;
  level: number;
  clan: string;
}

const rows: Game[] = [
  { id: 1, player: 'pixelfox', score: 48200, level: 31, clan: 'Moths' },
  { id: 2, player: 'nadir', score: 91750, level: 44, clan: 'Owls' },
  { id: 3, player: 'quietstorm', score: 12900, level: 12, clan: 'Moths' },
  { id: 4, player: 'bramble', score: 67010, level: 38, clan: 'Wrens' },
  { id: 5, player: 'ozone', score: 30560, level: 22, clan: 'Owls' },
];

const columns: GridColDef<Game>[] = [
  // Text reads better A to Z: this column keeps the usual cycle.
  {
    field: 'player',
    headerName: 'Player',
    flex: 1,
    sortingOrder: ['asc', 'desc', null],
  },
  {
    field: 'clan',
    headerName: 'Clan',
    width: 110,
    sortingOrder: ['asc', 'desc', null],
  },
  { field: 'score', headerName: 'Score', type: 'number', width: 120 },
  { field: 'level', headerName: 'Level', type: 'number', width: 100 },
];

export default function DescendingFirstSorting() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingOrder={['desc', 'asc']}
        hideFooter
      />
    </Box>
  );
}
