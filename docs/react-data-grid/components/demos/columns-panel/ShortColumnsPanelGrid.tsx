import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { createFlights } from './flights';
import { flightColumns } from './flightColumns';

const rows = createFlights(30);

export default function ShortColumnsPanelGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={flightColumns}
        showToolbar
        slotProps={{
          columnsManagement: {
            // No footer: neither the "Show/Hide all" checkbox nor the "Reset" button.
            disableShowHideToggle: true,
            disableResetButton: true,
            // Focus the first checkbox instead of the search field (no on-screen keyboard on touch devices).
            autoFocusSearchField: false,
          },
        }}
      />
    </Box>
  );
}
