import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

interface Finisher {
  id: number;
  name: string;
  minutes: number | null; // null: did not finish
}

const rows: Finisher[] = [
  { id: 1, name: 'Greta Holm', minutes: 212 },
  { id: 2, name: 'Yusuf Kaya', minutes: null },
  { id: 3, name: 'Isla Brennan', minutes: 187 },
  { id: 4, name: 'Marco Vidal', minutes: 240 },
  { id: 5, name: 'Aiyana Cloud', minutes: null },
  { id: 6, name: 'Pieter Smit', minutes: 199 },
];

// Compare two times in one direction, with a missing time always last.
const byTime =
  (direction: 1 | -1): GridComparatorFn<number | null> =>
  (a, b) => {
    if (a === null || b === null) {
      return a === b ? 0 : a === null ? 1 : -1;
    }
    return direction * (a - b);
  };

const columns: GridColDef<Finisher>[] = [
  { field: 'name', headerName: 'Runner', flex: 1 },
  {
    field: 'minutes',
    headerName: 'Time',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) =>
      value === null ? 'DNF' : `${Math.floor(value / 60)} h ${value % 60} min`,
    // One comparator per direction: the grid does not reverse it.
    getSortComparator: (direction: GridSortDirection) =>
      direction === 'desc' ? byTime(-1) : byTime(1),
  },
];

export default function NullsLastSorting() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'minutes', sort: 'asc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
