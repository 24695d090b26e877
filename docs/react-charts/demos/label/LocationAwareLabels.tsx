import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2020', '2021', '2022', '2023', '2024'];

export default function LocationAwareLabels() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ width: 56 }]}
      series={[
        {
          data: [18, 24, 31, 37, 45],
          label: (location) =>
            location === 'legend' ? 'Members' : 'Members (thousands)',
        },
        {
          data: [6, 9, 8, 12, 15],
          label: (location) =>
            location === 'legend' ? 'Volunteers' : 'Volunteers (thousands)',
        },
      ]}
    />
  );
}
