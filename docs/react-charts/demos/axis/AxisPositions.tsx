import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const floors = ['Ground', '1st', '2nd', '3rd', '4th', '5th'];
// Kilowatt-hours used per floor of an office building in one week.
const energy = [820, 610, 640, 590, 700, 450];

export default function AxisPositions() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      xAxis={[{ position: 'top', label: 'Energy (kWh)', height: 56 }]}
      yAxis={[{ scaleType: 'band', data: floors, position: 'right', width: 64 }]}
      series={[{ data: energy, label: 'Energy use' }]}
      slotProps={{ legend: { position: { vertical: 'bottom' } } }}
    />
  );
}
