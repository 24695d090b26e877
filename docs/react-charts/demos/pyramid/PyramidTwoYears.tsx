import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ageGroups, population } from './populationData';

const thousands = (value: number | null) =>
  value === null ? '' : `${Math.abs(value).toLocaleString('en-US')}k`;

const all = [1995, 2025].flatMap((year) => {
  const data = population[year as 1995 | 2025];
  return [...data.male, ...data.female];
});
const limit = Math.ceil(Math.max(...all) / 50) * 50;

// One stack per year: in each age group, the 1995 bar sits next to the 2025 bar.
const series = ([1995, 2025] as const).flatMap((year) => {
  const faded = year === 1995;
  return [
    {
      id: `male-${year}`,
      label: `Men ${year}`,
      data: population[year].male.map((value) => -value),
      stack: String(year),
      color: faded ? '#90caf9' : '#1565c0',
      valueFormatter: thousands,
    },
    {
      id: `female-${year}`,
      label: `Women ${year}`,
      data: population[year].female,
      stack: String(year),
      color: faded ? '#ffcdd2' : '#d32f2f',
      valueFormatter: thousands,
    },
  ];
});

export default function PyramidTwoYears() {
  return (
    <BarChart
      height={560}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          reverse: true,
          data: ageGroups,
          categoryGapRatio: 0.15,
          barGapRatio: 0,
          width: 56,
        },
      ]}
      xAxis={[
        {
          min: -limit,
          max: limit,
          valueFormatter: (value: number) => (value === 0 ? '0' : thousands(value)),
        },
      ]}
      series={series}
      grid={{ vertical: true }}
    />
  );
}
