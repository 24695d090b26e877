import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = [
  'Q1 24',
  'Q2 24',
  'Q3 24',
  'Q4 24',
  'Q1 25',
  'Q2 25',
  'Q3 25',
  'Q4 25',
];

// Support tickets opened per quarter, by the channel the customer used.
const channels = [
  { label: 'Phone', data: [5200, 4900, 4600, 4300, 3900, 3500, 3200, 2900] },
  { label: 'Email', data: [3800, 3700, 3900, 3600, 3400, 3300, 3100, 2800] },
  { label: 'Chat', data: [1400, 1900, 2500, 3100, 3800, 4300, 4700, 5200] },
  { label: 'Self-service', data: [600, 800, 1100, 1500, 1900, 2400, 2900, 3500] },
];

const totals = quarters.map((_, index) =>
  channels.reduce((sum, channel) => sum + (channel.data[index] ?? 0), 0),
);

export default function SupportChannelShareAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: quarters }]}
      yAxis={[
        {
          min: 0,
          max: 1,
          width: 48,
          valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
        },
      ]}
      series={channels.map((channel) => ({
        data: channel.data,
        label: channel.label,
        area: true,
        stack: 'share',
        stackOffset: 'expand',
        showMark: false,
        valueFormatter: (value, { dataIndex }) =>
          value === null
            ? null
            : `${value.toLocaleString('en-US')} tickets (${Math.round(
                (value / (totals[dataIndex] ?? value)) * 100,
              )}%)`,
      }))}
    />
  );
}
