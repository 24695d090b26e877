import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

// Net monthly cash flow of a small ski-rental business, in thousands of dollars:
// strong winters, losses through the summer.
const netCashFlow = [38, 31, 17, -6, -14, -11, -9, -12, -8, 4, 21, 45];

const dollars = (value: number | null) => {
  if (value === null) {
    return '';
  }
  if (value === 0) {
    return '$0';
  }
  return `${value < 0 ? '−' : '+'}$${Math.abs(value)}k`;
};

export default function CashFlowDivergingBars() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          width: 56,
          valueFormatter: dollars,
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#e53935', '#2e7d32'],
          },
        },
      ]}
      series={[
        { data: netCashFlow, label: 'Net cash flow', valueFormatter: dollars },
      ]}
      grid={{ horizontal: true }}
      hideLegend
      borderRadius={3}
    />
  );
}
