import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = [
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

// Electricity produced by a regional grid, in gigawatt-hours per month.
const hydro = [410, 395, 430, 480, 540, 560, 520, 470, 430, 420, 415, 425];
const wind = [380, 360, 340, 290, 250, 210, 190, 200, 260, 320, 370, 390];
const solar = [45, 70, 120, 170, 215, 240, 250, 225, 165, 105, 60, 40];
const gas = [260, 240, 200, 150, 110, 95, 120, 130, 150, 190, 240, 270];

const gwh = (value: number | null) => (value === null ? '' : `${value} GWh`);

export default function EnergyMixStackedAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'GWh', width: 72 }]}
      series={[
        { data: hydro, label: 'Hydro', color: '#1565c0' },
        { data: wind, label: 'Wind', color: '#4fc3f7' },
        { data: solar, label: 'Solar', color: '#fbc02d' },
        { data: gas, label: 'Gas', color: '#8d6e63' },
      ].map((series) => ({
        ...series,
        stack: 'production',
        area: true,
        showMark: false,
        valueFormatter: gwh,
      }))}
      grid={{ horizontal: true }}
    />
  );
}
