import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Residents of a small town by age group, oldest first so that they sit at the top.
const ageGroups = [
  '80+',
  '70–79',
  '60–69',
  '50–59',
  '40–49',
  '30–39',
  '20–29',
  '10–19',
  '0–9',
];
const men = [310, 690, 1040, 1180, 1020, 980, 870, 910, 860];
const women = [540, 820, 1090, 1160, 1000, 950, 840, 880, 820];

// Men are stored as negative numbers so that their bars grow to the left.
const formatPeople = (value: number | null) =>
  value === null ? '' : Math.abs(value).toLocaleString('en-US');

export default function TownPopulationPyramid() {
  return (
    <BarChart
      height={380}
      layout="horizontal"
      yAxis={[
        { scaleType: 'band', data: ageGroups, width: 56, categoryGapRatio: 0.1 },
      ]}
      xAxis={[
        {
          min: -1200,
          max: 1200,
          valueFormatter: (value: number) => formatPeople(value),
        },
      ]}
      series={[
        {
          data: men.map((count) => -count),
          label: 'Men',
          stack: 'residents',
          valueFormatter: formatPeople,
        },
        {
          data: women,
          label: 'Women',
          stack: 'residents',
          valueFormatter: formatPeople,
        },
      ]}
      grid={{ vertical: true }}
    />
  );
}
