import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => index + 1);

// Weekly sessions of an online cooking magazine by acquisition channel, in thousands.
const channels = [
  {
    id: 'search',
    label: 'Search',
    data: [42, 44, 43, 47, 49, 52, 51, 55, 58, 57, 61, 64],
  },
  {
    id: 'direct',
    label: 'Direct',
    data: [28, 27, 29, 30, 29, 31, 33, 32, 34, 35, 34, 36],
  },
  {
    id: 'social',
    label: 'Social',
    data: [12, 15, 31, 22, 17, 16, 19, 18, 26, 21, 20, 23],
  },
  {
    id: 'newsletter',
    label: 'Newsletter',
    data: [9, 10, 9, 11, 12, 11, 13, 14, 13, 15, 16, 15],
  },
];

export default function ChannelTrafficLines() {
  return (
    <LineChart
      height={360}
      xAxis={[
        {
          data: weeks,
          scaleType: 'point',
          valueFormatter: (week: number) => `W${week}`,
        },
      ]}
      yAxis={[{ width: 48, valueFormatter: (value: number) => `${value}k` }]}
      series={channels.map((channel) => ({
        ...channel,
        showMark: false,
        valueFormatter: (value: number | null) => `${value}k sessions`,
      }))}
      grid={{ horizontal: true }}
      slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
    />
  );
}
