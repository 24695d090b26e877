import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { greenPaletteLight } from '@mui/x-charts/colorPalettes';

// New users of a budgeting app and how far they got through its set-up.
const steps = [
  { label: 'Installed', value: 5200 },
  { label: 'Created an account', value: 3900 },
  { label: 'Linked a bank', value: 2300 },
  { label: 'Set a budget', value: 1600 },
  { label: 'Came back a week later', value: 1100 },
];

// Darkest green for the first step, lighter for each step after it.
const stepColors = greenPaletteLight.slice(1, 6).reverse();

export default function AppOnboardingPaletteFunnel() {
  return (
    <FunnelChart
      height={320}
      colors={stepColors}
      series={[{ data: steps }]}
      slotProps={{
        legend: { direction: 'vertical', position: { horizontal: 'end' } },
      }}
    />
  );
}
