import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Meals served per weekday in a school canteen, by menu.
const menus = [
  { label: 'Vegetarian', data: [142, 131, 158, 149, 171] },
  { label: 'Fish', data: [64, 58, 61, 70, 118] },
  { label: 'Meat', data: [189, 204, 176, 198, 121] },
];

export default function CanteenStackedBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ label: 'Meals', width: 56 }]}
      series={menus.map((menu) => ({ ...menu, stack: 'meals' }))}
    />
  );
}
