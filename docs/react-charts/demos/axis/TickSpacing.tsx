import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Hours from 0 to 23, and the number of bikes left at one rental dock.
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const bikes = [
  6, 6, 7, 7, 7, 6, 4, 2, 1, 1, 2, 3, 4, 4, 3, 3, 2, 1, 1, 2, 3, 4, 5, 6,
];

export default function TickSpacing() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: hours,
          // A tick every three hours, at these exact values.
          tickInterval: [0, 3, 6, 9, 12, 15, 18, 21],
          valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
        },
      ]}
      yAxis={[
        {
          // Bikes are whole: never a tick between two integers.
          tickMinStep: 1,
          tickNumber: 8,
          min: 0,
        },
      ]}
      series={[{ data: bikes, label: 'Bikes available', curve: 'stepAfter' }]}
    />
  );
}
