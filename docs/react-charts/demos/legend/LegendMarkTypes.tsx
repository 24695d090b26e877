import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];
// Readings of a rooftop weather station.
const temperature = [11, 14, 18, 22, 24, 23, 19];
const humidity = [88, 80, 66, 52, 45, 48, 60];
const forecast = [12, 15, 19, 21, 23, 22, 18];

export default function LegendMarkTypes() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      series={[
        { data: temperature, label: 'Temperature (°C)', labelMarkType: 'line' },
        { data: humidity, label: 'Humidity (%)', labelMarkType: 'circle' },
        {
          data: forecast,
          label: 'Forecast (°C)',
          labelMarkType: 'square',
          showMark: false,
        },
      ]}
    />
  );
}
