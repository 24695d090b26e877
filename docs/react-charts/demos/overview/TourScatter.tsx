import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';

// Used cars listed on a marketplace: age in years and asking price in thousands of euros.
// The points come from a fixed formula, so they are the same on every render.
function listings(
  seed: number,
  newPrice: number,
  yearlyLoss: number,
): ScatterValueType[] {
  return Array.from({ length: 40 }, (_, index) => {
    const age = 1 + ((index * 5 + seed) % 13) + ((index * 7) % 12) / 12;
    const noise = (((index * 31 + seed * 17) % 23) - 11) * 0.35;
    const price = newPrice * (1 - yearlyLoss) ** age + noise;
    return {
      id: `${seed}-${index}`,
      x: Number(age.toFixed(1)),
      y: Math.max(1.5, Number(price.toFixed(1))),
    };
  });
}

const formatListing = (point: ScatterValueType | null) =>
  point && `${point.x} years old, €${point.y}k`;

export default function TourScatter() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Age (years)', min: 0, max: 15, height: 56 }]}
      yAxis={[{ label: 'Asking price (k€)', width: 56, min: 0 }]}
      series={[
        {
          data: listings(3, 26, 0.12),
          label: 'Compact cars',
          valueFormatter: formatListing,
        },
        {
          data: listings(8, 48, 0.15),
          label: 'SUVs',
          valueFormatter: formatListing,
        },
      ]}
      grid={{ horizontal: true, vertical: true }}
    />
  );
}
