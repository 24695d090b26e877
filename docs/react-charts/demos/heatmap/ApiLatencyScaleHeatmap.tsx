import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const hours = [
  '00',
  '02',
  '04',
  '06',
  '08',
  '10',
  '12',
  '14',
  '16',
  '18',
  '20',
  '22',
];
const endpoints = ['/login', '/search', '/cart', '/checkout', '/images'];

// Median response time in milliseconds of five API endpoints, every two hours of one day.
// Search slows down with traffic; checkout has a slow batch job at 04:00.
const latency = [
  [48, 45, 44, 47, 62, 75, 80, 78, 74, 83, 70, 55],
  [120, 110, 105, 118, 240, 310, 330, 320, 300, 360, 280, 170],
  [60, 58, 57, 59, 85, 96, 104, 99, 95, 112, 90, 70],
  [150, 145, 420, 160, 190, 215, 230, 225, 210, 240, 205, 170],
  [30, 28, 27, 29, 35, 40, 44, 42, 41, 47, 39, 33],
];

const data: HeatmapValueType[] = latency.flatMap((row, endpointIndex) =>
  row.map((value, hourIndex): HeatmapValueType => [hourIndex, endpointIndex, value]),
);

export default function ApiLatencyScaleHeatmap() {
  return (
    <Heatmap
      height={320}
      xAxis={[{ data: hours, label: 'Hour of the day', height: 56 }]}
      yAxis={[{ data: endpoints, width: 80 }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 400,
            color: ['#fff3e0', '#b71c1c'],
          },
        },
      ]}
      series={[
        {
          data,
          label: 'Median response time',
          valueFormatter: (value) => `${value[2]} ms`,
        },
      ]}
      hideLegend={false}
    />
  );
}
