import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Passengers per day on three tram lines, in thousands.
const lines = [
  {
    number: 2,
    route: 'Station – Campus',
    riders: [18.2, 19.1, 18.7, 19.4, 21.3],
  },
  { number: 5, route: 'Old Town – Port', riders: [12.4, 12.9, 13.1, 12.6, 15.8] },
  {
    number: 9,
    route: 'Airport – Expo',
    riders: [7.8, 8.1, 7.5, 8.3, 9.6],
  },
];

export default function TooltipLabelByLocation() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[{ label: 'Passengers (thousands)' }]}
      series={lines.map((line) => ({
        data: line.riders,
        // The legend gets the short name, the tooltip the full route.
        label: (location) =>
          location === 'legend'
            ? `Line ${line.number}`
            : `Line ${line.number}: ${line.route}`,
        valueFormatter: (value) => (value === null ? '' : `${value}k`),
      }))}
    />
  );
}
