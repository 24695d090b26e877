import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot, AreaPlot } from '@mui/x-charts/LineChart';

const weeks = [1, 2, 3, 4, 5, 6];

export default function LegendOutsideSurface() {
  return (
    <ChartsDataProvider
      height={260}
      skipAnimation
      xAxis={[
        {
          data: weeks,
          scaleType: 'point',
          valueFormatter: (week: number) => `W${week}`,
        },
      ]}
      yAxis={[{ width: 40 }]}
      series={[
        {
          type: 'line',
          data: [12, 15, 14, 19, 23, 26],
          label: 'Sign-ups',
          area: true,
        },
        { type: 'line', data: [4, 6, 5, 8, 7, 9], label: 'Cancellations' },
      ]}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <ChartsLegend direction="horizontal" />
        <ChartsSurface>
          <AreaPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip />
      </Box>
    </ChartsDataProvider>
  );
}
