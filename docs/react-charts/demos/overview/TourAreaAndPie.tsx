import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

const hours = [
  '0h',
  '2h',
  '4h',
  '6h',
  '8h',
  '10h',
  '12h',
  '14h',
  '16h',
  '18h',
  '20h',
  '22h',
];

// Electricity supplied to a region on a sunny spring day, by source, in gigawatts.
const sources = [
  { label: 'Nuclear', color: '#7e57c2', data: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6] },
  {
    label: 'Wind',
    color: '#26a69a',
    data: [4.1, 4.4, 4.2, 3.8, 3.1, 2.6, 2.4, 2.6, 3.0, 3.5, 3.9, 4.2],
  },
  {
    label: 'Solar',
    color: '#ffb300',
    data: [0, 0, 0, 0.4, 2.8, 5.9, 7.4, 6.8, 4.2, 1.1, 0, 0],
  },
  {
    label: 'Gas',
    color: '#8d6e63',
    data: [1.2, 0.8, 0.7, 1.9, 2.4, 1.1, 0.3, 0.4, 1.6, 3.9, 3.6, 2.1],
  },
];

// Where the household budget of a family of four goes in a typical month, in percent.
const budget = [
  { id: 0, value: 34, label: 'Housing' },
  { id: 1, value: 17, label: 'Food' },
  { id: 2, value: 13, label: 'Transport' },
  { id: 3, value: 9, label: 'Energy' },
  { id: 4, value: 12, label: 'Leisure' },
  { id: 5, value: 15, label: 'Savings' },
];

export default function TourAreaAndPie() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        gap: 3,
      }}
    >
      <Box>
        <Typography variant="subtitle2">
          Electricity supply over a day (GW)
        </Typography>
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: hours }]}
          yAxis={[{ width: 36 }]}
          series={sources.map((source) => ({
            ...source,
            stack: 'supply',
            area: true,
            showMark: false,
            valueFormatter: (value: number | null) => `${value} GW`,
          }))}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2">Monthly household budget</Typography>
        <PieChart
          height={300}
          series={[
            {
              data: budget,
              innerRadius: 50,
              paddingAngle: 1,
              cornerRadius: 3,
              arcLabel: (item) => `${item.value}%`,
              arcLabelMinAngle: 25,
              valueFormatter: (item) => `${item.value}%`,
            },
          ]}
          slotProps={{
            legend: {
              direction: 'horizontal',
              position: { vertical: 'bottom', horizontal: 'center' },
            },
          }}
        />
      </Box>
    </Box>
  );
}
