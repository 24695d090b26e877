import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Average daily low and high in °C for a mountain town, month by month.
const climate = [
  { month: 'Jan', low: -7, high: 1 },
  { month: 'Feb', low: -6, high: 3 },
  { month: 'Mar', low: -2, high: 7 },
  { month: 'Apr', low: 2, high: 11 },
  { month: 'May', low: 6, high: 16 },
  { month: 'Jun', low: 10, high: 20 },
  { month: 'Jul', low: 12, high: 23 },
  { month: 'Aug', low: 12, high: 22 },
  { month: 'Sep', low: 8, high: 18 },
  { month: 'Oct', low: 4, high: 12 },
  { month: 'Nov', low: -1, high: 5 },
  { month: 'Dec', low: -5, high: 2 },
];

// A bar of a stack starts where the previous one ends. An invisible first bar that goes from the
// axis to the low pushes the visible bar along, so the visible one spans low → high.
const lows = climate.map((entry) => entry.low);
const spans = climate.map((entry) => entry.high - entry.low);

export default function FloatingTemperatureBars() {
  return (
    <BarChart
      height={320}
      hideLegend
      xAxis={[{ scaleType: 'band', data: climate.map((entry) => entry.month) }]}
      yAxis={[{ label: '°C', width: 64 }]}
      series={[
        {
          id: 'offset',
          data: lows,
          stack: 'range',
          // Bars default to 'diverging', which would stack a negative low and a positive span on
          // opposite sides of zero. 'none' adds the values in order, whatever their sign.
          stackOffset: 'none',
          color: 'transparent',
          // A formatter that returns null keeps the offset out of the tooltip.
          valueFormatter: () => null,
        },
        {
          id: 'span',
          data: spans,
          stack: 'range',
          label: 'Daily range',
          valueFormatter: (span, { dataIndex }) => {
            const entry = climate[dataIndex];
            return span === null || !entry
              ? null
              : `${entry.low} °C to ${entry.high} °C`;
          },
        },
      ]}
    />
  );
}
