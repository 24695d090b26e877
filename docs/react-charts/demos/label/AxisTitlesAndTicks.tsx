import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Passengers per day on the ferry routes of an archipelago.
const routes = [
  'Harbour – North Island',
  'Harbour – Lighthouse Rock',
  'North Island – Seal Bay',
  'Harbour – Old Fort',
  'Seal Bay – Long Beach',
];

export default function AxisTitlesAndTicks() {
  return (
    <BarChart
      height={360}
      xAxis={[
        {
          data: routes,
          label: 'Route',
          height: 110,
          tickLabelStyle: { angle: -30, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      yAxis={[
        {
          label: 'Passengers per day',
          width: 64,
          labelStyle: { fontWeight: 'bold' },
        },
      ]}
      series={[{ data: [840, 215, 390, 560, 175], label: 'Passengers' }]}
      hideLegend
    />
  );
}
