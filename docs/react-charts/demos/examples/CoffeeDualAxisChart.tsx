import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

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

// A small coffee roaster's online shop: bags sold (a count) and average basket (an amount in euros).
const bagsSold = [620, 580, 640, 610, 590, 540, 480, 450, 620, 710, 860, 1240];
const averageBasket = [
  31.5, 30.8, 32.1, 31.9, 32.4, 33.0, 33.8, 34.2, 32.6, 33.1, 35.9, 41.7,
];

export default function CoffeeDualAxisChart() {
  return (
    <ChartsDataProvider
      height={360}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        {
          id: 'bags',
          min: 0,
          width: 60,
          label: 'Bags sold',
          valueFormatter: (value: number) => value.toLocaleString('en-US'),
        },
        {
          id: 'basket',
          position: 'right',
          min: 25,
          max: 45,
          width: 60,
          label: 'Average basket (€)',
          valueFormatter: (value: number) => `€${value}`,
        },
      ]}
      series={[
        {
          type: 'bar',
          id: 'bags',
          yAxisId: 'bags',
          data: bagsSold,
          label: 'Bags sold',
          valueFormatter: (value) => `${value} bags`,
        },
        {
          type: 'line',
          id: 'basket',
          yAxisId: 'basket',
          data: averageBasket,
          label: 'Average basket',
          valueFormatter: (value) => `€${value?.toFixed(2)}`,
        },
      ]}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <ChartsLegend direction="horizontal" sx={{ justifyContent: 'center' }} />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot borderRadius={3} />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis />
          <ChartsYAxis axisId="bags" />
          <ChartsYAxis axisId="basket" />
        </ChartsSurface>
        <ChartsTooltip />
      </Box>
    </ChartsDataProvider>
  );
}
