import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Entries to a town's swimming pool, one row per month, as a table or an API
// would deliver them.
const entries = [
  { month: 'Apr', adults: 3100, children: 1400, seniors: 900 },
  { month: 'May', adults: 3900, children: 2100, seniors: 1000 },
  { month: 'Jun', adults: 5200, children: 3800, seniors: 1200 },
  { month: 'Jul', adults: 6100, children: 5600, seniors: 1100 },
  { month: 'Aug', adults: 5800, children: 5900, seniors: 1000 },
  { month: 'Sep', adults: 3600, children: 1700, seniors: 950 },
];

const formatEntries = (value: number | null) =>
  value === null ? '' : value.toLocaleString('en-US');

export default function SwimmingPoolDatasetBars() {
  return (
    <BarChart
      height={320}
      dataset={entries}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ width: 56 }]}
      series={[
        { dataKey: 'adults', label: 'Adults', valueFormatter: formatEntries },
        { dataKey: 'children', label: 'Children', valueFormatter: formatEntries },
        { dataKey: 'seniors', label: 'Seniors', valueFormatter: formatEntries },
      ]}
    />
  );
}
