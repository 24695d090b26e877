import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// A cycling team's place in the general classification after each stage.
const stages = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10'];
const place = [14, 9, 11, 6, 4, 5, 3, 2, 2, 1];

export default function ReversedAxis() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: stages, label: 'Stage', height: 56 }]}
      yAxis={[
        {
          // First place at the top: the smallest value is drawn highest.
          reverse: true,
          min: 1,
          max: 15,
          tickInterval: [1, 5, 10, 15],
          label: 'Place',
        },
      ]}
      series={[{ data: place, label: 'Team place', valueFormatter: (v) => `#${v}` }]}
    />
  );
}
