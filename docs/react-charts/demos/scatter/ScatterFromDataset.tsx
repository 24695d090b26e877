import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Apartments let in one neighbourhood: floor area in m², monthly rent in euros, and the floor.
const apartments = [
  { ref: 'A1', area: 34, rent: 780, floor: 1 },
  { ref: 'A2', area: 41, rent: 860, floor: 3 },
  { ref: 'A3', area: 48, rent: 920, floor: 0 },
  { ref: 'A4', area: 55, rent: 1090, floor: 4 },
  { ref: 'A5', area: 62, rent: 1150, floor: 2 },
  { ref: 'A6', area: 70, rent: 1310, floor: 5 },
  { ref: 'A7', area: 77, rent: 1290, floor: 1 },
  { ref: 'A8', area: 85, rent: 1520, floor: 6 },
  { ref: 'A9', area: 93, rent: 1610, floor: 3 },
  { ref: 'A10', area: 104, rent: 1840, floor: 7 },
];

export default function ScatterFromDataset() {
  return (
    <ScatterChart
      height={320}
      dataset={apartments}
      series={[
        {
          label: 'Apartments',
          datasetKeys: { id: 'ref', x: 'area', y: 'rent', z: 'floor' },
          valueFormatter: (point) =>
            point && `${point.x} m², €${point.y} a month, floor ${point.z}`,
        },
      ]}
      xAxis={[{ label: 'Floor area (m²)', height: 56 }]}
      yAxis={[{ label: 'Rent (€ a month)', width: 72 }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [3],
            colors: ['#8d6e63', '#1565c0'],
          },
        },
      ]}
      hideLegend
    />
  );
}
