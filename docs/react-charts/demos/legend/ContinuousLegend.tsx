import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

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
// Average daily high in a mountain town, in °C.
const highs = [-2, 0, 5, 10, 15, 19, 22, 21, 16, 10, 4, -1];

export default function ContinuousLegend() {
  return (
    <ChartsDataProvider
      height={280}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        {
          id: 'temperature',
          width: 40,
          min: -5,
          max: 25,
          colorMap: {
            type: 'continuous',
            min: -5,
            max: 25,
            color: ['#4575b4', '#d73027'],
          },
        },
      ]}
      series={[
        {
          type: 'bar',
          data: highs,
          label: 'Daily high',
          valueFormatter: (v) => `${v} °C`,
        },
      ]}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <ContinuousColorLegend
          axisDirection="y"
          axisId="temperature"
          labelPosition="extremes"
          minLabel={({ formattedValue }) => `${formattedValue} °C`}
          maxLabel={({ formattedValue }) => `${formattedValue} °C`}
          sx={{ width: 280, alignSelf: 'center' }}
        />
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip />
      </Box>
    </ChartsDataProvider>
  );
}
