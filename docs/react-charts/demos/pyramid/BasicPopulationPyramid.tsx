import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ageGroups, population } from './populationData';

const { male, female } = population[2025];

// Men are drawn to the left of zero, so their values are negated;
// every formatter shows the absolute number again.
const thousands = (value: number | null) =>
  value === null ? '' : `${Math.abs(value).toLocaleString('en-US')}k`;

// A symmetric axis keeps zero in the middle.
const limit = Math.ceil(Math.max(...male, ...female) / 50) * 50;

export default function BasicPopulationPyramid() {
  return (
    <BarChart
      height={480}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          reverse: true,
          data: ageGroups,
          categoryGapRatio: 0.12,
          width: 56,
        },
      ]}
      xAxis={[
        {
          min: -limit,
          max: limit,
          valueFormatter: (value: number) => (value === 0 ? '0' : thousands(value)),
          label: 'Residents (thousands)',
          // Room for the tick labels under the axis title.
          height: 56,
        },
      ]}
      series={[
        {
          id: 'male',
          label: 'Men',
          data: male.map((value) => -value),
          stack: 'population',
          color: '#1e88e5',
          valueFormatter: thousands,
        },
        {
          id: 'female',
          label: 'Women',
          data: female,
          stack: 'population',
          color: '#e57373',
          valueFormatter: thousands,
        },
      ]}
      grid={{ vertical: true }}
    />
  );
}
