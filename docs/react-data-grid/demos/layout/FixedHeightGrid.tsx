import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { createReadings, readingColumns } from './weatherReadings';

// Five stations, 24 hourly readings each: far more rows than fit in 360 px.
const rows = createReadings(120);

export default function FixedHeightGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={readingColumns} />
    </Box>
  );
}
