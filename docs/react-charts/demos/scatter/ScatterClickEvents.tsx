import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';

// Used cars for sale: age (years) and price (k€), with their model.
const cars = [
  { id: 'c1', x: 2, y: 21.5, model: 'Hatchback, 28,000 km' },
  { id: 'c2', x: 3, y: 18.9, model: 'Estate, 45,000 km' },
  { id: 'c3', x: 5, y: 14.2, model: 'Hatchback, 71,000 km' },
  { id: 'c4', x: 6, y: 15.8, model: 'SUV, 88,000 km' },
  { id: 'c5', x: 8, y: 9.4, model: 'Saloon, 120,000 km' },
  { id: 'c6', x: 9, y: 11.1, model: 'Estate, 134,000 km' },
  { id: 'c7', x: 11, y: 6.3, model: 'Hatchback, 162,000 km' },
  { id: 'c8', x: 4, y: 24.7, model: 'SUV, 39,000 km' },
];

export default function ScatterClickEvents() {
  const [selected, setSelected] = React.useState<(typeof cars)[number] | null>(null);

  return (
    <Stack spacing={1}>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Age (years)', min: 0, max: 12, height: 56 }]}
        yAxis={[{ label: 'Price (k€)', min: 0, width: 56 }]}
        series={[
          {
            id: 'cars',
            data: cars.map(({ id, x, y }) => ({ id, x, y })),
            label: 'Cars for sale',
            markerSize: 6,
            valueFormatter: (point) => point && `${point.x} years, ${point.y} k€`,
          },
        ]}
        onItemClick={(_event: unknown, identifier: ScatterItemIdentifier) =>
          setSelected(cars[identifier.dataIndex] ?? null)
        }
        hideLegend
      />
      <Typography variant="body2" color="text.secondary">
        {selected
          ? `${selected.model}, ${selected.x} years old, ${selected.y} k€`
          : 'Click a point, or near one, to see the car.'}
      </Typography>
    </Stack>
  );
}
