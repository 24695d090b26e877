import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import {
  createReadings,
  formatCelsius,
  formatMillimetres,
  type WeatherReading,
} from './weather';

const rows = createReadings(10);

const columns: GridColDef<WeatherReading>[] = [
  { field: 'station', headerName: 'Station', width: 110 },
  { field: 'date', headerName: 'Date', type: 'date', width: 100 },
  {
    field: 'high',
    headerName: 'High',
    type: 'number',
    width: 80,
    valueFormatter: formatCelsius,
  },
  {
    field: 'low',
    headerName: 'Low',
    type: 'number',
    width: 80,
    valueFormatter: formatCelsius,
  },
  {
    field: 'rainfall',
    headerName: 'Rainfall',
    type: 'number',
    width: 90,
    valueFormatter: formatMillimetres,
  },
  {
    field: 'windGust',
    headerName: 'Wind gust',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) =>
      value == null ? '' : `${Math.round(value)} km/h`,
  },
  { field: 'frost', headerName: 'Frost', type: 'boolean', width: 80 },
];

export default function BuiltInFunctions() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: {
            model: {
              station: 'size', // how many readings
              date: 'max', // the latest day
              high: 'max', // the warmest afternoon
              low: 'min', // the coldest night
              rainfall: 'sum', // all the rain
              windGust: 'avg', // the typical gust
              frost: 'sizeTrue', // how many frosty nights
            },
          },
        }}
      />
    </Box>
  );
}
