import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createReadings, formatMillimetres, type WeatherReading } from './weather';

const rows = createReadings(8);

const columns: GridColDef<WeatherReading>[] = [
  // No Aggregation entry in this column's menu, so people cannot change or remove the count
  // that the model below sets.
  { field: 'station', headerName: 'Station', width: 140, aggregable: false },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  {
    field: 'rainfall',
    headerName: 'Rainfall',
    type: 'number',
    width: 120,
    valueFormatter: formatMillimetres,
  },
];

export default function LockedAggregation() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { station: 'size', rainfall: 'sum' } },
        }}
      />
    </Box>
  );
}
