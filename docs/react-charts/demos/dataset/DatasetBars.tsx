import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Rows as they might come from an API: one object per country.
const dataset = [
  { country: 'Portugal', coffee: 4.3, tea: 0.2 },
  { country: 'Ireland', coffee: 2.1, tea: 2.2 },
  { country: 'Finland', coffee: 12.0, tea: 0.3 },
  { country: 'Turkey', coffee: 1.0, tea: 3.2 },
  { country: 'Italy', coffee: 5.9, tea: 0.1 },
];

export default function DatasetBars() {
  return (
    <BarChart
      height={320}
      skipAnimation
      dataset={dataset}
      xAxis={[{ dataKey: 'country' }]}
      yAxis={[{ label: 'kg per person per year', width: 56 }]}
      series={[
        {
          dataKey: 'coffee',
          label: 'Coffee',
          valueFormatter: (value) => `${value} kg`,
        },
        { dataKey: 'tea', label: 'Tea', valueFormatter: (value) => `${value} kg` },
      ]}
    />
  );
}
