import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Rows as an API returns them: one record per month, one field per plan.
// Paying subscribers of a note-taking app.
const subscribers = [
  { month: new Date(2025, 0, 1), solo: 4210, team: 1830, business: 420 },
  { month: new Date(2025, 1, 1), solo: 4390, team: 1910, business: 455 },
  { month: new Date(2025, 2, 1), solo: 4520, team: 2040, business: 470 },
  { month: new Date(2025, 3, 1), solo: 4480, team: 2180, business: 510 },
  { month: new Date(2025, 4, 1), solo: 4610, team: 2290, business: 560 },
  { month: new Date(2025, 5, 1), solo: 4570, team: 2410, business: 585 },
  { month: new Date(2025, 6, 1), solo: 4490, team: 2460, business: 630 },
  { month: new Date(2025, 7, 1), solo: 4430, team: 2520, business: 655 },
  { month: new Date(2025, 8, 1), solo: 4720, team: 2710, business: 700 },
  { month: new Date(2025, 9, 1), solo: 4860, team: 2850, business: 760 },
  { month: new Date(2025, 10, 1), solo: 4950, team: 2960, business: 815 },
  { month: new Date(2025, 11, 1), solo: 5040, team: 3080, business: 870 },
];

const plans = [
  { dataKey: 'solo', label: 'Solo' },
  { dataKey: 'team', label: 'Team' },
  { dataKey: 'business', label: 'Business' },
];

export default function DatasetStackedAreasByMonth() {
  return (
    <LineChart
      height={320}
      dataset={subscribers}
      xAxis={[
        {
          dataKey: 'month',
          scaleType: 'time',
          domainLimit: 'strict',
          valueFormatter: (date: Date, context) =>
            date.toLocaleDateString('en-US', {
              month: context.location === 'tick' ? 'short' : 'long',
              year: context.location === 'tick' ? undefined : 'numeric',
            }),
        },
      ]}
      yAxis={[{ width: 56 }]}
      series={plans.map((plan) => ({
        ...plan,
        stack: 'subscribers',
        area: true,
        showMark: false,
        valueFormatter: (value: number | null) =>
          value === null ? '' : value.toLocaleString('en-US'),
      }))}
    />
  );
}
