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

// Average afternoon temperature (°C) in a mountain town.
const temperatures = [-2, 0, 4, 9, 14, 18, 21, 20, 16, 10, 4, -1];

export default function ContinuousColorBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: months }]}
      yAxis={[
        {
          width: 48,
          valueFormatter: (value: number) => `${value} °C`,
          colorMap: {
            type: 'continuous',
            min: -5,
            max: 25,
            color: ['#1e88e5', '#e53935'],
          },
        },
      ]}
      series={[
        {
          data: temperatures,
          label: 'Afternoon temperature',
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
      hideLegend
    />
  );
}
