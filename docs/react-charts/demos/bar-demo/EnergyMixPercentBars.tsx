import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const countries = ['Norway', 'France', 'Spain', 'Germany', 'Poland'];

// Electricity generated in 2023 by source, in terawatt-hours (rounded, illustrative figures).
const sources = [
  { label: 'Hydro', color: '#1e88e5', data: [136, 58, 25, 19, 3] },
  { label: 'Wind & solar', color: '#43a047', data: [14, 73, 105, 198, 36] },
  { label: 'Nuclear', color: '#8e24aa', data: [0, 335, 54, 7, 0] },
  { label: 'Gas', color: '#fb8c00', data: [1, 30, 70, 76, 17] },
  { label: 'Coal & oil', color: '#6d4c41', data: [1, 3, 4, 140, 102] },
];

export default function EnergyMixPercentBars() {
  return (
    <BarChart
      height={360}
      xAxis={[{ scaleType: 'band', data: countries }]}
      yAxis={[
        {
          max: 1,
          valueFormatter: (share: number) => `${Math.round(share * 100)}%`,
          width: 48,
        },
      ]}
      series={sources.map((source) => ({
        ...source,
        stack: 'mix',
        stackOffset: 'expand',
        valueFormatter: (value: number | null) => `${value} TWh`,
      }))}
    />
  );
}
