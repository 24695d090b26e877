import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];
// Members of a sports club, by section.
const series = [
  {
    type: 'line' as const,
    id: 'football',
    data: [120, 104, 131, 148, 155, 162],
    label: 'Football',
  },
  {
    type: 'line' as const,
    id: 'swimming',
    data: [64, 41, 58, 72, 80, 91],
    label: 'Swimming',
  },
  {
    type: 'line' as const,
    id: 'tennis',
    data: [45, 47, 62, 70, 69, 74],
    label: 'Tennis',
  },
  {
    type: 'line' as const,
    id: 'climbing',
    data: [12, 15, 24, 38, 51, 66],
    label: 'Climbing',
  },
];

export default function LegendBesideChart() {
  return (
    <ChartsDataProvider
      height={300}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ width: 40 }]}
      series={series}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ChartsSurface>
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
        </Box>
        <Box
          component="aside"
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <ChartsLegend direction="vertical" toggleVisibilityOnClick />
        </Box>
      </Box>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
