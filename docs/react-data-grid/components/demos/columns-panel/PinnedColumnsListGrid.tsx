import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createFlights } from './flights';
import { flightColumns } from './flightColumns';

const rows = createFlights(30);

// The flight number and its status identify a row: the columns panel does not list them.
// (Their column menus still offer Hide column; `hideable: false` on a column removes both.)
const ALWAYS_SHOWN = new Set(['flight', 'status']);
const getTogglableColumns = (columns: GridColDef[]) =>
  columns
    .filter((column) => !ALWAYS_SHOWN.has(column.field))
    .map((column) => column.field);

export default function PinnedColumnsListGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={flightColumns}
        showToolbar
        slotProps={{
          columnsManagement: { getTogglableColumns, sort: 'asc' },
        }}
      />
    </Box>
  );
}
