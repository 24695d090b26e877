import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
// Average first-response time of a support team, in hours.
const responseHours = [5.2, 4.8, 4.9, 4.1, 3.6, 3.8, 3.1, 2.7, 2.9, 2.4];

export default function ReferenceLines() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ min: 0, max: 6 }]}
      series={[
        {
          data: responseHours,
          label: 'Response time',
          valueFormatter: (value) => `${value} h`,
        },
      ]}
    >
      <ChartsReferenceLine
        y={3}
        label="Target: 3 h"
        labelAlign="end"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
      />
      <ChartsReferenceLine
        x="W5"
        label="New triage process"
        labelAlign="start"
        lineStyle={{ stroke: '#757575' }}
      />
    </LineChart>
  );
}
