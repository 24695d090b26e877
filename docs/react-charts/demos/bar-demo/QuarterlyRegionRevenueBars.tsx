import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'];

// Revenue of a furniture retailer by sales region, in thousands of euros.
const regions = [
  { label: 'North', data: [412, 455, 438, 590] },
  { label: 'South', data: [368, 402, 471, 515] },
  { label: 'Online', data: [254, 311, 356, 498] },
];

const euros = (value: number | null) =>
  value === null ? '' : `€${value.toLocaleString('en-US')}k`;

export default function QuarterlyRegionRevenueBars() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: quarters, categoryGapRatio: 0.3 }]}
      yAxis={[{ valueFormatter: euros, width: 60 }]}
      series={regions.map((region) => ({ ...region, valueFormatter: euros }))}
      grid={{ horizontal: true }}
      borderRadius={4}
    />
  );
}
