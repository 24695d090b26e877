import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const stations = [
  'Harbour Street',
  'Central Market',
  'University North',
  'Riverside Park',
  'Old Town Gate',
];
// Weekday boardings at five tram stops.
const boardings = [4200, 7800, 6100, 3300, 5200];

export default function TickFormatterContext() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: stations,
          // Initials on the axis, where space is short; the full name in the tooltip.
          valueFormatter: (name: string, context) =>
            context.location === 'tick'
              ? name
                  .split(' ')
                  .map((word) => word[0])
                  .join('')
              : name,
        },
      ]}
      // The tooltip follows the x-axis, so this formatter only ever writes ticks.
      yAxis={[{ valueFormatter: (value: number) => `${value / 1000}k` }]}
      series={[
        {
          data: boardings,
          label: 'Weekday boardings',
          // The exact count, in the tooltip.
          valueFormatter: (value) =>
            value === null ? null : `${value.toLocaleString('en-US')} a day`,
        },
      ]}
    />
  );
}
