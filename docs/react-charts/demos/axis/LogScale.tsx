import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

// Typical adult body mass (kg) and life expectancy (years) of a few mammals.
const mammals = [
  { id: 'shrew', x: 0.008, y: 1.5 },
  { id: 'mouse', x: 0.02, y: 2 },
  { id: 'rabbit', x: 2, y: 9 },
  { id: 'cat', x: 4.5, y: 15 },
  { id: 'dog', x: 25, y: 12 },
  { id: 'human', x: 70, y: 79 },
  { id: 'horse', x: 500, y: 28 },
  { id: 'elephant', x: 5000, y: 65 },
];

const kilograms = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

// Keep the ticks the axis leaves unlabelled, and write the others in plain numbers.
const formatMass = (value: number, context: AxisValueFormatterContext) =>
  context.location === 'tick' && context.defaultTickLabel === ''
    ? ''
    : kilograms.format(value);

export default function LogScale() {
  return (
    <ScatterChart
      height={320}
      xAxis={[
        {
          scaleType: 'log',
          // A log scale has no zero: its minimum must be positive.
          min: 0.001,
          max: 10000,
          label: 'Body mass (kg, log scale)',
          height: 56,
          valueFormatter: formatMass,
        },
      ]}
      yAxis={[{ label: 'Life expectancy (years)', min: 0 }]}
      series={[{ data: mammals, label: 'Mammals' }]}
    />
  );
}
