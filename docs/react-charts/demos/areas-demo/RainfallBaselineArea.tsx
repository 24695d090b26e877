import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = [
  'Oct',
  'Nov',
  'Dec',
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
];

// Rainfall of a hydrological year compared with the 30-year average for each month, in mm.
const difference = [12, 34, 18, -6, -22, -31, -14, 9, 26, 41, 15, -8];

export default function RainfallBaselineArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        {
          width: 60,
          valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value} mm`,
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#e65100', '#0277bd'],
          },
        },
      ]}
      series={[
        {
          data: difference,
          label: 'Rainfall vs. average',
          area: true,
          baseline: 0,
          valueFormatter: (value) =>
            value === null ? null : `${value > 0 ? '+' : ''}${value} mm`,
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
