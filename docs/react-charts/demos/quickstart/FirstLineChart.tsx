import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

export default function FirstLineChart() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: [2019, 2020, 2021, 2022, 2023, 2024],
          tickMinStep: 1,
          valueFormatter: (year: number) => `${year}`,
        },
      ]}
      series={[
        { data: [1.2, 0.8, 1.9, 2.6, 3.1, 3.4], label: 'Downloads (millions)' },
      ]}
    />
  );
}
