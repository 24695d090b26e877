import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

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
      yAxis={[
        {
          valueFormatter: (value: number, context: AxisValueFormatterContext) =>
            context.location === 'tick' ? `${value / 1000}k` : `${value} boardings`,
        },
      ]}
      series={[{ data: boardings, label: 'Weekday boardings' }]}
    />
  );
}
