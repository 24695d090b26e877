import * as React from 'react';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = [
  'Jan 23',
  'Mar 23',
  'May 23',
  'Jul 23',
  'Sep 23',
  'Nov 23',
  'Jan 24',
  'Mar 24',
  'May 24',
  'Jul 24',
  'Sep 24',
  'Nov 24',
  'Jan 25',
];

// Key interest rate of a fictional central bank after each two-monthly meeting, in percent.
// The rate holds between meetings, so the line moves in steps.
const rate = [2.5, 3.0, 3.5, 3.75, 4.0, 4.0, 4.0, 4.0, 3.75, 3.5, 3.25, 3.0, 3.0];

export default function PolicyRateStepLine() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        {
          min: 0,
          max: 5,
          width: 48,
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      series={[
        {
          data: rate,
          label: 'Key rate',
          curve: 'stepAfter',
          area: true,
          showMark: false,
          valueFormatter: (value) => `${value?.toFixed(2)}%`,
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
      margin={{ right: 24 }}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}
    />
  );
}
