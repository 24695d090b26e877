import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  ExportPrint,
  Toolbar,
  type GridPrintExportOptions,
} from '@mui/x-data-grid';
import { createShifts, shiftColumns } from './roster';

const rows = createShifts(48);

const printOptions: GridPrintExportOptions = {
  // The title attribute of the hidden print frame (by default, the page's title); the
  // printed document itself gets no <title>.
  fileName: 'Shift roster, week 12',
  hideToolbar: true,
  hideFooter: true,
  fields: ['worker', 'site', 'day', 'start', 'hours'],
  // Added to the print document only: landscape pages and smaller type.
  pageStyle: '@page { size: A4 landscape; margin: 12mm; } body { font-size: 11px; }',
};

function PrintToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Week 12
      </Typography>
      <ExportPrint
        render={<Button size="small" variant="outlined" />}
        options={printOptions}
      >
        Print roster
      </ExportPrint>
    </Toolbar>
  );
}

export default function LandscapePrintGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={shiftColumns}
        initialState={{ sorting: { sortModel: [{ field: 'worker', sort: 'asc' }] } }}
        slots={{ toolbar: PrintToolbar }}
        showToolbar
      />
    </Box>
  );
}
