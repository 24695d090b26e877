import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
  windDirection: string;
  gust: string;
}

const rows: Reading[] = [
  {
    id: 1,
    station: 'Harbour Point',
    temperature: 11.4,
    humidity: 82,
    windDirection: 'SW',
    gust: '46 km/h',
  },
  {
    id: 2,
    station: 'Ridge Top',
    temperature: 6.9,
    humidity: 64,
    windDirection: 'W',
    gust: '71 km/h',
  },
  {
    id: 3,
    station: 'Old Mill',
    temperature: 12.8,
    humidity: 77,
    windDirection: 'SSW',
    gust: '28 km/h',
  },
  {
    id: 4,
    station: 'Airfield',
    temperature: 10.1,
    humidity: 69,
    windDirection: 'WSW',
    gust: '52 km/h',
  },
  {
    id: 5,
    station: 'Riverside',
    temperature: 13.2,
    humidity: 88,
    windDirection: 'S',
    gust: '19 km/h',
  },
];

const columns: GridColDef<Reading>[] = [
  // No headerName: the header shows the field, "station".
  { field: 'station', width: 150 },
  {
    field: 'temperature',
    headerName: 'Temp',
    description: 'Air temperature in °C, measured 2 m above ground',
    type: 'number', // number columns are right-aligned by default
    width: 110,
  },
  {
    field: 'humidity',
    headerName: 'RH',
    description: 'Relative humidity, in percent',
    type: 'number',
    width: 90,
    align: 'left',
    headerAlign: 'left',
  },
  {
    field: 'windDirection',
    headerName: 'Wind',
    description: 'Direction the wind blows from',
    width: 100,
    align: 'center',
    headerAlign: 'center',
  },
  {
    field: 'gust',
    headerName: 'Max gust',
    description: 'Strongest gust of the last hour',
    width: 120,
    align: 'right',
    headerAlign: 'right',
  },
];

export default function HeaderTextAlignmentGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
