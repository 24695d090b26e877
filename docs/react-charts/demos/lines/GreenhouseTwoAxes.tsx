import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [0, 3, 6, 9, 12, 15, 18, 21];

// Readings of a greenhouse through one day: two units, two y-axes.
const temperature = [14, 13, 15, 22, 29, 31, 24, 17];
const humidity = [88, 91, 86, 68, 52, 47, 61, 79];

export default function GreenhouseTwoAxes() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
      yAxis={[
        { id: 'temperature', label: 'Temperature (°C)', width: 56 },
        {
          id: 'humidity',
          label: 'Humidity (%)',
          position: 'right',
          min: 0,
          max: 100,
          width: 56,
        },
      ]}
      series={[
        {
          data: temperature,
          label: 'Temperature',
          yAxisId: 'temperature',
          valueFormatter: (value) => `${value} °C`,
        },
        {
          data: humidity,
          label: 'Humidity',
          yAxisId: 'humidity',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
    />
  );
}
