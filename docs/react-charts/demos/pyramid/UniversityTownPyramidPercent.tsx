import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ageGroups, population, universityTown } from './populationData';

// Each group as a share of the whole population, so a town of 135,000 and a country
// of 10.5 million can be drawn on the same scale.
function toShares(data: { male: number[]; female: number[] }) {
  const total = [...data.male, ...data.female].reduce(
    (sum, value) => sum + value,
    0,
  );
  return {
    male: data.male.map((value) => (value / total) * 100),
    female: data.female.map((value) => (value / total) * 100),
  };
}

const town = toShares(universityTown);
const country = toShares(population[2025]);

const percent = (value: number) => `${Math.abs(value).toFixed(1)}%`;

// The tooltip gives the share, the head count, and the country's share for comparison.
const describe = (share: number, residents = 0, countryShare = 0) =>
  `${percent(share)} (${residents.toLocaleString('en-US')} residents; country: ${percent(countryShare)})`;

export default function UniversityTownPyramidPercent() {
  return (
    <BarChart
      height={500}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: ageGroups,
          reverse: true,
          categoryGapRatio: 0.12,
          width: 56,
        },
      ]}
      xAxis={[
        {
          min: -12,
          max: 12,
          tickNumber: 7,
          valueFormatter: (value: number) => `${Math.abs(value)}%`,
          label: 'Share of all residents',
          height: 56,
        },
      ]}
      series={[
        {
          id: 'male',
          label: 'Men',
          data: town.male.map((value) => -value),
          stack: 'town',
          color: '#00897b',
          valueFormatter: (value, { dataIndex }) =>
            value === null
              ? null
              : describe(
                  value,
                  universityTown.male[dataIndex],
                  country.male[dataIndex],
                ),
        },
        {
          id: 'female',
          label: 'Women',
          data: town.female,
          stack: 'town',
          color: '#f4511e',
          valueFormatter: (value, { dataIndex }) =>
            value === null
              ? null
              : describe(
                  value,
                  universityTown.female[dataIndex],
                  country.female[dataIndex],
                ),
        },
      ]}
      grid={{ vertical: true }}
    />
  );
}
