import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// A bike shop's monthly result, in thousands of euros.
const result = [-4.2, -1.8, 2.6, 6.9, 9.4, 7.1, 3.3, -0.9];

const profitColor = '#2e7d32';
const lossColor = '#c62828';

export default function ColorByValueCallback() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ label: 'k€' }]}
      series={[
        {
          data: result,
          label: 'Monthly result',
          // The legend and the series as a whole use color...
          color: profitColor,
          // ...each bar asks colorGetter.
          colorGetter: ({ value }) =>
            value !== null && value < 0 ? lossColor : profitColor,
          valueFormatter: (value) => (value === null ? '' : `${value} k€`),
        },
      ]}
    />
  );
}
