import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Daily minimum and maximum temperatures of one spring week.
const maximum = [17, 19, 21, 18, 16, 20, 23];
const minimum = [8, 9, 12, 11, 7, 9, 13];

export default function WeeklyTemperatureLines() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ label: 'Temperature (°C)', width: 56 }]}
      series={[
        {
          data: maximum,
          label: 'Maximum',
          curve: 'monotoneX',
          valueFormatter: (value) => `${value} °C`,
        },
        {
          data: minimum,
          label: 'Minimum',
          curve: 'monotoneX',
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
