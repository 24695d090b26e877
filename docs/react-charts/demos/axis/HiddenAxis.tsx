import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Cups of coffee sold by a kiosk.
const cups = [142, 128, 135, 151, 176, 210, 188];

export default function HiddenAxis() {
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: days, disableTicks: true }]}
      // The scale still exists, but the axis is not drawn and takes no space.
      yAxis={[{ position: 'none' }]}
      series={[{ data: cups, label: 'Cups sold', barLabel: 'value' }]}
    />
  );
}
