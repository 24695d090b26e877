import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// One value per month of 2024: the first day of each month, built without reading the clock.
const months = Array.from(
  { length: 12 },
  (_, month) => new Date(Date.UTC(2024, month, 1)),
);
const balance = [
  1200, 1850, 1640, 2310, 2980, 2760, 3400, 3920, 3610, 4280, 4950, 5600,
];

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  timeZone: 'UTC',
});
const euros = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export default function FormattedAxes() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          data: months,
          scaleType: 'utc',
          label: 'Month of 2024',
          height: 56,
          valueFormatter: (date: Date) => monthFormat.format(date),
        },
      ]}
      yAxis={[
        {
          label: 'Account balance',
          min: 0,
          max: 6000,
          width: 72,
          valueFormatter: (value: number) => euros.format(value),
        },
      ]}
      series={[
        {
          data: balance,
          label: 'Balance',
          valueFormatter: (value) => (value === null ? '' : euros.format(value)),
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
