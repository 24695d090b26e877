import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Four weeks of visitors at a public library, Monday 3 March to Sunday 30 March.
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const days = Array.from(
  { length: 28 },
  (_, index) => `${weekdays[index % 7]} ${index + 3} Mar`,
);
const visitors = [
  312, 298, 341, 305, 287, 402, 120, 325, 310, 352, 318, 290, 415, 131, 330, 306,
  348, 322, 281, 398, 126, 341, 319, 362, 331, 299, 428, 138,
];

export default function OrdinalTickInterval() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: days,
          // One tick per week, on each Monday.
          tickInterval: (_day: string, index: number) => index % 7 === 0,
        },
      ]}
      yAxis={[{ min: 0 }]}
      series={[{ data: visitors, label: 'Visitors' }]}
    />
  );
}
