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

// Monthly result of a seaside café, in euros: it loses money in winter.
const result = [
  -2400, -1850, -600, 1200, 3900, 6800, 9400, 10100, 4200, 700, -1300, -2100,
];

export default function ProfitAndLossBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          width: 64,
          valueFormatter: (value: number) => `${value / 1000}k€`,
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#d32f2f', '#2e7d32'],
          },
        },
      ]}
      series={[
        {
          data: result,
          label: 'Result',
          valueFormatter: (value) => `${value?.toLocaleString('en-US')} €`,
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
