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

// Energy produced by a 6 kW rooftop solar installation in central Europe, in kWh per month.
const production = [142, 231, 448, 627, 735, 781, 802, 694, 498, 316, 168, 109];

export default function SolarYieldColorScaleBars() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: months, categoryGapRatio: 0.2 }]}
      yAxis={[
        {
          width: 64,
          label: 'kWh',
          colorMap: {
            type: 'continuous',
            min: 100,
            max: 800,
            color: ['#ffe082', '#e65100'],
          },
        },
      ]}
      series={[
        {
          data: production,
          label: 'Solar production',
          valueFormatter: (value) => `${value} kWh`,
        },
      ]}
      hideLegend
      borderRadius={6}
    />
  );
}
