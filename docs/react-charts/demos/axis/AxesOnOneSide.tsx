import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const hours = ['06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];
// One day at a weather station: temperature in °C and air pressure in hPa.
const temperature = [9, 13, 19, 22, 18, 12];
const pressure = [1018, 1016, 1013, 1011, 1012, 1015];

const temperatureColor = '#e76f51';
const pressureColor = '#2a9d8f';

export default function AxesOnOneSide() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[
        // Both on the left: the first listed sits next to the plot, the next one outside it.
        { id: 'temperature', position: 'left', label: '°C', width: 56 },
        {
          id: 'pressure',
          position: 'left',
          label: 'hPa',
          width: 64,
          min: 1005,
          max: 1025,
        },
      ]}
      series={[
        {
          data: temperature,
          yAxisId: 'temperature',
          label: 'Temperature',
          color: temperatureColor,
        },
        {
          data: pressure,
          yAxisId: 'pressure',
          label: 'Pressure',
          color: pressureColor,
        },
      ]}
      sx={{
        // Each axis root carries its id in a data-axis-id attribute.
        '& [data-axis-id="temperature"]': {
          [`& .${axisClasses.line}, & .${axisClasses.tick}`]: {
            stroke: temperatureColor,
          },
          [`& .${axisClasses.tickLabel}, & .${axisClasses.label}`]: {
            fill: temperatureColor,
          },
        },
        '& [data-axis-id="pressure"]': {
          [`& .${axisClasses.line}, & .${axisClasses.tick}`]: {
            stroke: pressureColor,
          },
          [`& .${axisClasses.tickLabel}, & .${axisClasses.label}`]: {
            fill: pressureColor,
          },
        },
      }}
    />
  );
}
