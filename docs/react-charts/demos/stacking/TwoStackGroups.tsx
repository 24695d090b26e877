import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function TwoStackGroups() {
  return (
    <BarChart
      height={320}
      xAxis={[{ data: quarters }]}
      yAxis={[{ width: 48 }]}
      series={[
        { data: [40, 52, 48, 61], label: 'Planned: features', stack: 'planned' },
        { data: [20, 18, 25, 22], label: 'Planned: maintenance', stack: 'planned' },
        { data: [34, 49, 41, 58], label: 'Done: features', stack: 'done' },
        { data: [24, 21, 27, 23], label: 'Done: maintenance', stack: 'done' },
      ]}
    />
  );
}
