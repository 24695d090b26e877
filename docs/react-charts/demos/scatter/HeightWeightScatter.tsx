import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';

// Height (cm) and weight (kg) of two made-up groups of 30 people, generated from a fixed formula.
function group(
  offset: number,
  baseHeight: number,
  baseWeight: number,
): ScatterValueType[] {
  return Array.from({ length: 30 }, (_, index) => {
    const wobble = ((index * 37 + offset) % 17) - 8;
    const height = baseHeight + ((index * 13 + offset) % 29) - 14;
    return {
      id: `${offset}-${index}`,
      x: height,
      y: Math.round(baseWeight + (height - baseHeight) * 0.7 + wobble),
    };
  });
}

export default function HeightWeightScatter() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Height (cm)', min: 145, max: 200, height: 56 }]}
      yAxis={[{ label: 'Weight (kg)', width: 56 }]}
      series={[
        {
          data: group(3, 166, 62),
          label: 'Group A',
          valueFormatter: (point) => point && `${point.x} cm, ${point.y} kg`,
        },
        {
          data: group(11, 179, 76),
          label: 'Group B',
          valueFormatter: (point) => point && `${point.x} cm, ${point.y} kg`,
        },
      ]}
      grid={{ vertical: true, horizontal: true }}
    />
  );
}
