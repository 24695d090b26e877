import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  PiecewiseColorLegend,
  type PiecewiseColorLegendItemContext,
} from '@mui/x-charts/ChartsLegend';

const days = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
];
// Daily rainfall at a hill farm in the first two weeks of October, in mm.
const rainfall = [0, 2.5, 11, 24, 6, 0.5, 0, 3, 17, 8, 0, 1.5, 29, 4];

const bandNames = ['Dry', 'Light', 'Moderate', 'Heavy'];

function isInBand(value: number, band: PiecewiseColorLegendItemContext) {
  const aboveMin = band.minValue === null || value >= Number(band.minValue);
  const belowMax = band.maxValue === null || value < Number(band.maxValue);
  return aboveMin && belowMax;
}

export default function PiecewiseLegendClick() {
  const [band, setBand] = React.useState<PiecewiseColorLegendItemContext | null>(
    null,
  );

  const daysInBand = band
    ? days.filter((_day, index) => isInBand(rainfall[index] ?? Number.NaN, band))
    : [];

  return (
    <Stack spacing={1}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days, label: 'October', height: 56 }]}
        yAxis={[
          {
            width: 64,
            label: 'mm',
            colorMap: {
              type: 'piecewise',
              thresholds: [1, 5, 15],
              colors: ['#d9d9d9', '#9ecae1', '#4292c6', '#08519c'],
            },
          },
        ]}
        series={[
          {
            data: rainfall,
            label: 'Rainfall',
            valueFormatter: (value) => `${value} mm`,
          },
        ]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            labelPosition: 'inline-end',
            labelFormatter: ({ index }) => bandNames[index] ?? null,
            onItemClick: (
              _event: React.MouseEvent<HTMLButtonElement>,
              item: PiecewiseColorLegendItemContext,
            ) => setBand(item),
          },
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {band
          ? `${band.label} days: ${daysInBand.length > 0 ? daysInBand.map((day) => `${day} Oct`).join(', ') : 'none'}`
          : 'Click a band of the legend to list its days.'}
      </Typography>
    </Stack>
  );
}
