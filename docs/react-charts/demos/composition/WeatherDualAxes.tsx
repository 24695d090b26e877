import * as React from 'react';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

// Monthly readings of a weather station on the coast.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const rainfall = [92, 71, 64, 58, 49, 31, 18, 24];
const temperature = [6.1, 6.8, 9.2, 11.9, 15.4, 18.7, 21.3, 21.0];

export default function WeatherDualAxes() {
  return (
    <ChartsContainer
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', min: 0, width: 56, label: 'Rain (mm)' },
        {
          id: 'temperature',
          position: 'right',
          min: 0,
          width: 56,
          label: 'Temperature (°C)',
        },
      ]}
      series={[
        { type: 'bar', data: rainfall, label: 'Rainfall', yAxisId: 'rain' },
        {
          type: 'line',
          data: temperature,
          label: 'Mean temperature',
          yAxisId: 'temperature',
          valueFormatter: (value) => (value === null ? '' : `${value} °C`),
        },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temperature" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
