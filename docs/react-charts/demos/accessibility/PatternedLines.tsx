import * as React from 'react';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function PatternedLines() {
  return (
    <LineChart
      height={300}
      skipAnimation
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 40 }]}
      series={[
        {
          id: 'plan',
          data: [10, 20, 30, 40, 50, 60],
          label: 'Plan',
          shape: 'square',
        },
        {
          id: 'actual',
          data: [8, 19, 33, 37, 52, 64],
          label: 'Actual',
          shape: 'triangle',
        },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="plan"]`]: {
          strokeDasharray: '8 5',
        },
      }}
    />
  );
}
