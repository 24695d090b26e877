import * as React from 'react';
import Stack from '@mui/material/Stack';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// Two-room flats listed for rent in one district: living area (m²) and monthly rent (€).
const flats = (
  [
    [38, 820],
    [41, 905],
    [44, 880],
    [45, 990],
    [47, 1010],
    [48, 940],
    [50, 1080],
    [52, 1120],
    [53, 1045],
    [55, 1190],
    [56, 1150],
    [58, 1260],
    [60, 1210],
    [61, 1330],
    [63, 1295],
    [64, 1390],
    [66, 1340],
    [68, 1460],
    [70, 1420],
    [72, 1530],
    [75, 1580],
    [78, 1610],
    [81, 1720],
    [85, 1760],
  ] as const
).map(([area, rent], index) => ({ id: index, x: area, y: rent }));

// Least-squares fit: rent ≈ slope × area + intercept.
const n = flats.length;
const meanX = flats.reduce((sum, flat) => sum + flat.x, 0) / n;
const meanY = flats.reduce((sum, flat) => sum + flat.y, 0) / n;
const slope =
  flats.reduce((sum, flat) => sum + (flat.x - meanX) * (flat.y - meanY), 0) /
  flats.reduce((sum, flat) => sum + (flat.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;

// The line series reads its x positions from the axis data: the two ends of the trend.
const trendX = [35, 90];
const trendY = trendX.map((x) => Math.round(slope * x + intercept));

export default function RentTrendLineScatter() {
  return (
    <ChartsDataProvider
      height={360}
      xAxis={[
        {
          id: 'area',
          data: trendX,
          min: 35,
          max: 90,
          label: 'Living area (m²)',
          height: 56,
        },
      ]}
      yAxis={[
        {
          id: 'rent',
          width: 80,
          label: 'Monthly rent',
          valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
        },
      ]}
      series={[
        {
          type: 'scatter',
          id: 'flats',
          label: 'Listed flats',
          data: flats,
          markerSize: 5,
          valueFormatter: (point) => point && `${point.x} m², €${point.y} a month`,
        },
        {
          type: 'line',
          id: 'trend',
          label: `Trend: €${slope.toFixed(1)} per m²`,
          data: trendY,
          color: '#e53935',
          curve: 'linear',
        },
      ]}
    >
      <Stack spacing={1}>
        <ChartsLegend direction="horizontal" sx={{ justifyContent: 'center' }} />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <LinePlot />
          <ScatterPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </Stack>
    </ChartsDataProvider>
  );
}
