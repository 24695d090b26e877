import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22];

// A greenhouse over one spring day: air temperature in °C and relative humidity in %.
const temperature = [14, 13, 12.5, 13, 17, 23, 27, 28, 26, 21, 17, 15];
const humidity = [88, 90, 92, 91, 80, 64, 52, 49, 55, 68, 79, 85];

export default function GreenhouseTwoAxes() {
  return (
    <LineChart
      height={340}
      xAxis={[
        {
          data: hours,
          scaleType: 'point',
          valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
        },
      ]}
      yAxis={[
        {
          id: 'temperature',
          position: 'left',
          label: 'Temperature (°C)',
          width: 56,
          min: 10,
          max: 30,
        },
        {
          id: 'humidity',
          position: 'right',
          label: 'Humidity (%)',
          width: 56,
          min: 40,
          max: 100,
        },
      ]}
      series={[
        {
          data: temperature,
          label: 'Temperature',
          yAxisId: 'temperature',
          color: '#e65100',
          valueFormatter: (value) => `${value} °C`,
        },
        {
          data: humidity,
          label: 'Humidity',
          yAxisId: 'humidity',
          color: '#0277bd',
          valueFormatter: (value) => `${value} %`,
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
