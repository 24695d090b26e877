import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

// Guests of a campsite per month, from June 2024 to September 2025 (closed in winter).
const months = [
  ...[5, 6, 7, 8].map((month) => new Date(Date.UTC(2024, month, 1))),
  ...[3, 4, 5, 6, 7, 8].map((month) => new Date(Date.UTC(2025, month, 1))),
];
const guests = [640, 1180, 1320, 520, 210, 380, 710, 1260, 1410, 590];

// A short month name per bar; the year row says which year. (One letter would not do: the axis merges
// neighbours with the same label, so June and July would share one "J".)
const monthShort = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  timeZone: 'UTC',
});
const monthAndYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function GroupedAxisStyling() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          height: 64,
          valueFormatter: (date: Date) => monthAndYear.format(date),
          groups: [
            { getValue: (date: Date) => monthShort.format(date) },
            {
              getValue: (date: Date) => date.getUTCFullYear(),
              tickSize: 28,
              tickLabelStyle: { fontWeight: 700, fontSize: 14 },
            },
          ],
        },
      ]}
      yAxis={[{ label: 'Guests', width: 64 }]}
      series={[{ data: guests, label: 'Guests', color: '#2e7d32' }]}
      hideLegend
      sx={{
        [`.${axisClasses.tickContainer}[data-group-index="0"] .${axisClasses.tick}`]:
          {
            stroke: 'transparent',
          },
        [`.${axisClasses.tickContainer}[data-group-index="1"] .${axisClasses.tick}`]:
          {
            stroke: '#2e7d32',
            strokeWidth: 2,
          },
      }}
    />
  );
}
