import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Delivery distance (km) and time on the road (minutes) for a bakery's morning round.
const deliveries = [
  { id: 1, x: 1.2, y: 6 },
  { id: 2, x: 2.8, y: 11 },
  { id: 3, x: 3.5, y: 15 },
  { id: 4, x: 4.1, y: 13 },
  { id: 5, x: 5.6, y: 21 },
  { id: 6, x: 6.3, y: 19 },
  { id: 7, x: 7.9, y: 27 },
  { id: 8, x: 8.4, y: 31 },
  { id: 9, x: 9.7, y: 29 },
  { id: 10, x: 11.2, y: 38 },
];

export default function GridLines() {
  return (
    <ScatterChart
      height={300}
      grid={{ vertical: true, horizontal: true }}
      xAxis={[{ label: 'Distance (km)', height: 56 }]}
      yAxis={[{ label: 'Time (min)' }]}
      series={[{ data: deliveries, label: 'Delivery' }]}
    />
  );
}
