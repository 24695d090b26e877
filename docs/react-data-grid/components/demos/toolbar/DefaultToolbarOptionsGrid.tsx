import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridSlotProps } from '@mui/x-data-grid';
import { createParts, partColumns } from './inventory';

const rows = createParts(45, 31);

// Props for the default toolbar. Defined once, outside the component, so they stay stable.
const toolbarProps: GridSlotProps['toolbar'] = {
  showQuickFilter: true,
  quickFilterProps: { debounceMs: 400 },
  csvOptions: {
    fileName: 'stock-levels',
    delimiter: ';',
    utf8WithBom: true,
  },
  printOptions: { disableToolbarButton: true },
};

export default function DefaultToolbarOptionsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={partColumns}
        showToolbar
        slotProps={{ toolbar: toolbarProps }}
      />
    </Box>
  );
}
