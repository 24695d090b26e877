import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const years = Array.from({ length: 16 }, (_, index) => 2010 + index);

// Yearly temperature of a town compared with its 1991–2020 average, in °C.
const anomaly = [
  -0.4, 0.3, -0.1, -0.2, 0.6, 0.5, 0.2, 0.4, 0.9, 0.7, 1.0, 0.3, 1.2, 1.1, 1.4, 0.9,
];

export default function TemperatureAnomalyGradient() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          data: years,
          valueFormatter: (year: number) => String(year),
          tickMinStep: 1,
        },
      ]}
      yAxis={[
        {
          width: 56,
          valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value} °C`,
          colorMap: {
            type: 'continuous',
            min: -0.5,
            max: 1.5,
            color: ['#1e88e5', '#e53935'],
          },
        },
      ]}
      series={[
        {
          data: anomaly,
          label: 'Difference from average',
          area: true,
          showMark: false,
        },
      ]}
      hideLegend
    />
  );
}
