import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 28 }, (_, index) => index + 1);

// Steps walked per day over four weeks of February.
const steps = [
  6200, 8400, 11200, 7300, 9800, 12900, 4100, 7600, 10400, 8800, 6900, 11800, 13400,
  5200, 7100, 9300, 10900, 8100, 7700, 12100, 6000, 8900, 10100, 9500, 7200, 14200,
  11600, 4800,
];

const goal = 10000;

export default function SelectiveMarks() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: days,
          label: 'Day of February',
          height: 56,
          valueFormatter: (day: number) => `${day}`,
        },
      ]}
      yAxis={[{ width: 56 }]}
      series={[
        {
          data: steps,
          label: 'Steps',
          curve: 'linear',
          // A mark only on the days that reached the goal.
          showMark: ({ value }) => value >= goal,
          valueFormatter: (value) => `${value?.toLocaleString('en-US')} steps`,
        },
      ]}
      hideLegend
    />
  );
}
