import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 12 }, (_, index) => index * 2);

// Visits per hour coming from three sources: a smooth daily cycle, computed in code.
function visits(hour: number, peak: number, scale: number): number {
  const distance = Math.min(Math.abs(hour - peak), 24 - Math.abs(hour - peak));
  return Math.round(scale * Math.exp(-(distance * distance) / 30) + scale * 0.1);
}

const search = hours.map((hour) => visits(hour, 11, 420));
const social = hours.map((hour) => visits(hour, 20, 260));
const direct = hours.map((hour) => visits(hour, 9, 180));

export default function StackedTrafficAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          data: hours,
          label: 'Hour of the day',
          height: 56,
          valueFormatter: (hour: number) => `${hour}h`,
        },
      ]}
      yAxis={[{ width: 56 }]}
      series={[
        {
          data: search,
          label: 'Search',
          area: true,
          stack: 'visits',
          showMark: false,
        },
        {
          data: social,
          label: 'Social',
          area: true,
          stack: 'visits',
          showMark: false,
        },
        {
          data: direct,
          label: 'Direct',
          area: true,
          stack: 'visits',
          showMark: false,
        },
      ]}
    />
  );
}
