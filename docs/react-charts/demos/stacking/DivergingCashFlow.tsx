import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// A small theatre's money in and out, in thousands of euros. Costs are negative.
const flows = [
  { label: 'Tickets', data: [42, 38, 51, 47, 36, 29] },
  { label: 'Grants', data: [20, 0, 0, 20, 0, 0] },
  { label: 'Salaries', data: [-35, -35, -36, -36, -36, -37] },
  { label: 'Productions', data: [-18, -25, -12, -9, -22, -6] },
  { label: 'Building', data: [-8, -9, -7, -6, -5, -5] },
];

const euros = (value: number | null) =>
  value === null ? '' : `${value < 0 ? '−' : ''}€${Math.abs(value)}k`;

export default function DivergingCashFlow() {
  return (
    <BarChart
      height={340}
      xAxis={[{ data: months }]}
      yAxis={[{ width: 56, valueFormatter: euros }]}
      series={flows.map((flow) => ({
        ...flow,
        stack: 'cash',
        valueFormatter: euros,
      }))}
      grid={{ horizontal: true }}
    />
  );
}
