import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

// Average monthly rainfall in millimetres for two made-up weather stations.
const coastal = [112, 95, 88, 61, 44, 30, 22, 27, 49, 86, 118, 126];
const inland = [48, 41, 52, 58, 71, 83, 76, 69, 55, 47, 45, 50];

export default function RainfallBars() {
  return (
    <BarChart
      height={320}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'Rainfall (mm)', width: 56 }]}
      series={[
        { data: coastal, label: 'Coastal station' },
        { data: inland, label: 'Inland station' },
      ]}
    />
  );
}
