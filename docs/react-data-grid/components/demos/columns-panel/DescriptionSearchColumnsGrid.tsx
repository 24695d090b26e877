import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createFlights } from './flights';
import { flightColumns } from './flightColumns';

const rows = createFlights(30);

// Match the header name, the description or the field, so "kg" finds Baggage and
// "utc" finds Departure.
const searchPredicate = (column: GridColDef, searchValue: string) => {
  const search = searchValue.trim().toLowerCase();
  return [column.headerName, column.description, column.field].some((text) =>
    text?.toLowerCase().includes(search),
  );
};

export default function DescriptionSearchColumnsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={flightColumns}
        showToolbar
        slotProps={{
          columnsManagement: {
            searchPredicate,
            // "Show/Hide all" acts only on the columns the search kept.
            toggleAllMode: 'filteredOnly',
            searchInputProps: { placeholder: 'Name or meaning, e.g. "minutes"' },
          },
        }}
      />
    </Box>
  );
}
