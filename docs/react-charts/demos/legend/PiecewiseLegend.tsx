import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

const days = [
  '1 Mar',
  '2 Mar',
  '3 Mar',
  '4 Mar',
  '5 Mar',
  '6 Mar',
  '7 Mar',
  '8 Mar',
];
// Air quality index measured at noon by a city sensor.
const airQuality = [38, 62, 112, 165, 94, 47, 71, 128];

const bandNames = ['Good', 'Moderate', 'Poor', 'Unhealthy'];

export default function PiecewiseLegend() {
  return (
    <ChartsDataProvider
      height={280}
      xAxis={[{ id: 'days', scaleType: 'band', data: days }]}
      yAxis={[
        {
          id: 'aqi',
          width: 40,
          colorMap: {
            type: 'piecewise',
            thresholds: [50, 100, 150],
            colors: ['#1a9850', '#fee08b', '#fc8d59', '#d73027'],
          },
        },
      ]}
      series={[{ type: 'bar', data: airQuality, label: 'Air quality index' }]}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <PiecewiseColorLegend
          axisDirection="y"
          axisId="aqi"
          labelPosition="inline-end"
          labelFormatter={({ index, formattedMin, formattedMax }) => {
            const name = bandNames[index];
            if (formattedMin === null) return `${name} (under ${formattedMax})`;
            if (formattedMax === null) return `${name} (${formattedMin}+)`;
            return `${name} (${formattedMin}–${formattedMax})`;
          }}
          sx={{ alignSelf: 'center' }}
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
