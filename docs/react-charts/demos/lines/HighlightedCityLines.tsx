import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

// Average daily maximum temperature of five cities, in °C.
const cities = [
  { label: 'Lisbon', data: [15, 16, 19, 20, 23, 27, 29, 29, 27, 23, 18, 15] },
  { label: 'Oslo', data: [-1, 0, 4, 10, 16, 20, 22, 21, 16, 9, 4, 0] },
  { label: 'Vienna', data: [3, 5, 11, 16, 21, 24, 27, 26, 21, 15, 8, 4] },
  { label: 'Athens', data: [14, 15, 17, 21, 26, 31, 34, 34, 29, 24, 19, 15] },
  { label: 'Dublin', data: [8, 9, 11, 13, 15, 18, 20, 19, 17, 14, 10, 8] },
];

export default function HighlightedCityLines() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Temperature (°C)', width: 56 }]}
      series={cities.map((city) => ({
        ...city,
        showMark: false,
        highlightScope: { highlight: 'series', fade: 'global' },
        valueFormatter: (value: number | null) => `${value} °C`,
      }))}
    />
  );
}
