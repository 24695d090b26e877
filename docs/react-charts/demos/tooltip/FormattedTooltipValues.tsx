import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8];
const responseTime = [420, 380, 395, 310, 290, 305, 260, 240];
const errorRate = [0.021, 0.018, 0.02, 0.012, 0.009, 0.011, 0.007, 0.006];

export default function FormattedTooltipValues() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: weeks,
          scaleType: 'point',
          valueFormatter: (week: number) => `Week ${week}`,
        },
      ]}
      yAxis={[
        { id: 'ms', width: 56 },
        {
          id: 'rate',
          position: 'right',
          width: 56,
          valueFormatter: (value: number) => `${(value * 100).toFixed(1)}%`,
        },
      ]}
      series={[
        {
          data: responseTime,
          yAxisId: 'ms',
          label: 'Median response time',
          valueFormatter: (value) => `${value} ms`,
        },
        {
          data: errorRate,
          yAxisId: 'rate',
          label: 'Error rate',
          valueFormatter: (value) =>
            value === null ? 'no data' : `${(value * 100).toFixed(1)}%`,
        },
      ]}
    />
  );
}
