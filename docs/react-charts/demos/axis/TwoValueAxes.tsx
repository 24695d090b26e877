import * as React from 'react';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

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

// Rainfall in millimetres and average temperature in °C for one city.
const rainfall = [71, 58, 52, 47, 55, 41, 29, 33, 49, 76, 82, 79];
const temperature = [4, 5, 9, 12, 16, 20, 23, 22, 18, 13, 8, 5];

export default function TwoValueAxes() {
  return (
    <ChartsContainer
      height={320}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', label: 'Rainfall (mm)', position: 'left', width: 56 },
        {
          id: 'temperature',
          label: 'Temperature (°C)',
          position: 'right',
          width: 56,
        },
      ]}
      series={[
        {
          type: 'bar',
          data: rainfall,
          label: 'Rainfall',
          yAxisId: 'rain',
          valueFormatter: (value) => `${value} mm`,
        },
        {
          type: 'line',
          data: temperature,
          label: 'Temperature',
          yAxisId: 'temperature',
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temperature" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
