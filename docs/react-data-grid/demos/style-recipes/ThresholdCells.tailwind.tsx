import * as React from 'react';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: string;
  room: string;
  temperature: number;
  humidity: number;
  co2: number;
}

const readings: Reading[] = [
  { id: 'S-01', room: 'Server room', temperature: 27.8, humidity: 34, co2: 520 },
  { id: 'S-02', room: 'Lab 2', temperature: 21.4, humidity: 48, co2: 910 },
  { id: 'S-03', room: 'Meeting room A', temperature: 23.9, humidity: 41, co2: 1480 },
  { id: 'S-04', room: 'Cold store', temperature: 4.2, humidity: 72, co2: 430 },
  { id: 'S-05', room: 'Open office', temperature: 22.1, humidity: 27, co2: 1120 },
  { id: 'S-06', room: 'Print room', temperature: 25.6, humidity: 38, co2: 760 },
  { id: 'S-07', room: 'Archive', temperature: 18.3, humidity: 66, co2: 480 },
  { id: 'S-08', room: 'Kitchen', temperature: 24.7, humidity: 55, co2: 1650 },
];

type Level = 'warn' | 'alert';

/** The limits of each measured column: above `warn` is amber, above `alert` red; `below` reverses the test. */
const limits: Record<string, { warn: number; alert: number; below?: boolean }> = {
  temperature: { warn: 25, alert: 27 },
  humidity: { warn: 35, alert: 30, below: true },
  co2: { warn: 1000, alert: 1400 },
};

function levelOf(field: string, value: unknown): Level | null {
  const limit = limits[field];
  if (!limit || typeof value !== 'number') {
    return null;
  }
  const beyond = (threshold: number) =>
    limit.below ? value < threshold : value > threshold;
  if (beyond(limit.alert)) {
    return 'alert';
  }
  return beyond(limit.warn) ? 'warn' : null;
}

// Each level's Tailwind classes; `dark:` follows the page's colour scheme.
const levelClassNames: Record<Level, string> = {
  warn: 'bg-(--mui-palette-warning-main)/16',
  alert:
    'bg-(--mui-palette-error-main)/10 text-(--mui-palette-error-dark) font-bold dark:text-(--mui-palette-error-light)',
};

// One function for the whole grid: each cell is checked against the limits of its own column.
function getCellClassName(params: GridCellParams<Reading>) {
  const level = levelOf(params.field, params.value);
  return level ? levelClassNames[level] : '';
}

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Sensor', width: 90 },
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 140 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
  },
  {
    field: 'humidity',
    headerName: 'Humidity',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value} %`,
  },
  {
    field: 'co2',
    headerName: 'CO₂',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value} ppm`,
  },
];

export default function ThresholdCells() {
  return (
    <div className="h-[480px] w-full">
      <DataGrid
        rows={readings}
        columns={columns}
        getCellClassName={getCellClassName}
        disableRowSelectionOnClick
        hideFooter
      />
    </div>
  );
}
