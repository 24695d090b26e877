import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGridPremium, ExportExcel, Toolbar } from '@mui/x-data-grid-premium';
import { createShifts, shiftColumns } from './roster';

const rows = createShifts(5000);

// The grid reports the export state; the toolbar, rendered inside the grid, reads it from context.
const ExportingContext = React.createContext(false);

function YearToolbar() {
  const exporting = React.useContext(ExportingContext);

  return (
    <Toolbar>
      <Typography variant="subtitle1" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        All shifts, 2026
      </Typography>
      <ExportExcel
        render={<Button size="small" variant="contained" />}
        options={{ fileName: 'shifts-2026' }}
        disabled={exporting}
        startIcon={
          exporting ? <CircularProgress size={16} color="inherit" /> : undefined
        }
      >
        {exporting ? 'Preparing workbook…' : 'Download Excel'}
      </ExportExcel>
    </Toolbar>
  );
}

export default function ExcelProgressGrid() {
  const [exporting, setExporting] = React.useState(false);

  return (
    <ExportingContext.Provider value={exporting}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={shiftColumns}
          onExcelExportStateChange={(state) => setExporting(state === 'pending')}
          slots={{ toolbar: YearToolbar }}
          showToolbar
        />
      </Box>
    </ExportingContext.Provider>
  );
}
