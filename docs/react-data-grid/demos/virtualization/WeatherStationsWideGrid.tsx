import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const STATIONS = [
  'Reykjavík',
  'Oslo',
  'Lisbon',
  'Nairobi',
  'Lima',
  'Osaka',
  'Perth',
  'Toronto',
  'Cairo',
  'Santiago',
  'Anchorage',
  'Mumbai',
];

// One column per day of 2026: 365 daily mean temperatures for each station.
const DAYS = 365;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

function dayLabel(dayIndex: number) {
  const date = new Date(Date.UTC(2026, 0, 1 + dayIndex));
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  ...Array.from({ length: DAYS }, (_unused, day) => ({
    field: `d${day}`,
    headerName: dayLabel(day),
    type: 'number' as const,
    width: 80,
    valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
  })),
];

// Deterministic seasons: a yearly sine wave, shifted for the southern hemisphere, plus daily noise.
const rows = STATIONS.map((station, index) => {
  const southern = ['Lima', 'Perth', 'Santiago', 'Nairobi'].includes(station);
  const mean = 8 + ((index * 7) % 20);
  const row: Record<string, string | number> = { id: index + 1, station };
  for (let day = 0; day < DAYS; day += 1) {
    const season =
      Math.sin(((day - 100) / DAYS) * 2 * Math.PI) * (southern ? -9 : 9);
    const noise = Math.sin(day * 1.7 + index) * 2.5;
    row[`d${day}`] = Math.round((mean + season + noise) * 10) / 10;
  }
  return row;
});

export default function WeatherStationsWideGrid() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap>
        {rows.length} stations × {DAYS} daily columns for 2026, plus the station name
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
