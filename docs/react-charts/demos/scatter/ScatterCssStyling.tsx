import * as React from 'react';
import { ScatterChart, scatterClasses } from '@mui/x-charts/ScatterChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { labelMarkClasses } from '@mui/x-charts/ChartsLabel';

const LAST_YEAR_GREY = '#9e9e9e';

// Sunshine hours and average temperature of a coastal town, month by month, for two years.
const lastYear = [
  { id: 'ly-1', x: 62, y: 6.1 },
  { id: 'ly-2', x: 88, y: 7.0 },
  { id: 'ly-3', x: 141, y: 9.8 },
  { id: 'ly-4', x: 190, y: 12.4 },
  { id: 'ly-5', x: 236, y: 15.9 },
  { id: 'ly-6', x: 258, y: 19.1 },
  { id: 'ly-7', x: 281, y: 21.6 },
  { id: 'ly-8', x: 262, y: 21.2 },
  { id: 'ly-9', x: 201, y: 18.4 },
  { id: 'ly-10', x: 137, y: 14.6 },
  { id: 'ly-11', x: 81, y: 9.9 },
  { id: 'ly-12', x: 55, y: 7.1 },
];
const thisYear = [
  { id: 'ty-1', x: 70, y: 6.8 },
  { id: 'ty-2', x: 95, y: 7.9 },
  { id: 'ty-3', x: 128, y: 9.1 },
  { id: 'ty-4', x: 205, y: 13.3 },
  { id: 'ty-5', x: 248, y: 16.8 },
  { id: 'ty-6', x: 274, y: 20.4 },
  { id: 'ty-7', x: 296, y: 22.9 },
  { id: 'ty-8', x: 270, y: 22.3 },
  { id: 'ty-9', x: 214, y: 19.0 },
];

export default function ScatterCssStyling() {
  return (
    <ScatterChart
      height={320}
      series={[
        {
          id: 'last-year',
          data: lastYear,
          label: 'Last year',
          color: LAST_YEAR_GREY,
          markerSize: 5,
          highlightScope: { highlight: 'item' },
        },
        {
          id: 'this-year',
          data: thisYear,
          label: 'This year',
          markerSize: 5,
          highlightScope: { highlight: 'item' },
        },
      ]}
      xAxis={[{ label: 'Sunshine (hours)', height: 56 }]}
      yAxis={[{ label: 'Temperature (°C)', width: 56 }]}
      sx={(theme) => ({
        [`.${scatterClasses.series}[data-series="last-year"] .${scatterClasses.marker}`]:
          {
            fill: 'transparent',
            stroke: LAST_YEAR_GREY,
            strokeWidth: 1.5,
          },
        [`.${legendClasses.item}[data-series="last-year"] .${labelMarkClasses.fill}`]:
          {
            fill: 'transparent',
            stroke: LAST_YEAR_GREY,
            strokeWidth: 4,
          },
        [`.${scatterClasses.marker}[data-highlighted]`]: {
          stroke: (theme.vars ?? theme).palette.text.primary,
          strokeWidth: 3,
        },
      })}
    />
  );
}
