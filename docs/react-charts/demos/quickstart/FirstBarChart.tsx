import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

export default function FirstBarChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: ['Bug', 'Feature', 'Docs', 'Question'] }]}
      series={[
        { data: [34, 21, 12, 9], label: 'Opened' },
        { data: [29, 14, 13, 7], label: 'Closed' },
      ]}
    />
  );
}
