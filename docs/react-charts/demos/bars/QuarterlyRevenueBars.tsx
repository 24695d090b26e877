import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Revenue of a small software shop, in thousands of euros.
const subscriptions = [182, 196, 214, 239];
const services = [64, 71, 58, 83];

export default function QuarterlyRevenueBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ label: 'Revenue (k€)', width: 56 }]}
      series={[
        {
          data: subscriptions,
          label: 'Subscriptions',
          valueFormatter: (value) => `${value} k€`,
        },
        {
          data: services,
          label: 'Services',
          valueFormatter: (value) => `${value} k€`,
        },
      ]}
      slotProps={{ tooltip: { trigger: 'item' } }}
    />
  );
}
