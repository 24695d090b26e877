import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Used hatchbacks for sale: age in years, asking price in euros, distance driven in km.
const cars = [
  { id: 1, x: 1, y: 18900, z: 12000 },
  { id: 2, x: 2, y: 16500, z: 31000 },
  { id: 3, x: 2, y: 17800, z: 18000 },
  { id: 4, x: 3, y: 14200, z: 52000 },
  { id: 5, x: 3, y: 15600, z: 38000 },
  { id: 6, x: 4, y: 12900, z: 61000 },
  { id: 7, x: 4, y: 13800, z: 44000 },
  { id: 8, x: 5, y: 10400, z: 98000 },
  { id: 9, x: 5, y: 11900, z: 70000 },
  { id: 10, x: 6, y: 9800, z: 88000 },
  { id: 11, x: 6, y: 8300, z: 121000 },
  { id: 12, x: 7, y: 8900, z: 76000 },
  { id: 13, x: 7, y: 6900, z: 142000 },
  { id: 14, x: 8, y: 6400, z: 118000 },
  { id: 15, x: 9, y: 5200, z: 160000 },
  { id: 16, x: 10, y: 4700, z: 149000 },
];

const kilometres = (value: number) => `${Math.round(value / 1000)}k km`;

export default function ScatterColorLegend() {
  return (
    <ScatterChart
      height={340}
      series={[
        {
          data: cars,
          label: 'Hatchbacks',
          valueFormatter: (car) =>
            car && `${car.x} years, €${car.y}, ${kilometres(Number(car.z))}`,
        },
      ]}
      xAxis={[{ label: 'Age (years)', min: 0, max: 11, height: 56 }]}
      yAxis={[
        {
          label: 'Price (€)',
          width: 72,
          valueFormatter: (price: number) => `€${price / 1000}k`,
        },
      ]}
      zAxis={[
        {
          min: 0,
          max: 160000,
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 160000,
            color: ['#1a9850', '#d73027'],
          },
        },
      ]}
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'z',
          minLabel: 'New',
          maxLabel: ({ value }: { value: number | Date }) =>
            `${kilometres(Number(value))} driven`,
          sx: { width: 280, whiteSpace: 'nowrap' },
        },
      }}
    />
  );
}
