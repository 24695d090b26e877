import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// A garden centre's sales from July 2024 to June 2025, one fixed date per month.
const months = Array.from(
  { length: 12 },
  (_, index) => new Date(Date.UTC(2024, 6 + index, 1)),
);
const sales = [48, 44, 39, 31, 22, 18, 15, 17, 29, 52, 61, 57];

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  timeZone: 'UTC',
});

export default function GroupedAxis() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          height: 72,
          valueFormatter: (date: Date) => monthName.format(date),
          groups: [
            { getValue: (date: Date) => monthName.format(date) },
            {
              getValue: (date: Date) => `Q${Math.floor(date.getUTCMonth() / 3) + 1}`,
            },
            { getValue: (date: Date) => date.getUTCFullYear() },
          ],
        },
      ]}
      yAxis={[{ label: 'Sales (k€)' }]}
      series={[{ data: sales, label: 'Sales', valueFormatter: (v) => `${v} k€` }]}
    />
  );
}
