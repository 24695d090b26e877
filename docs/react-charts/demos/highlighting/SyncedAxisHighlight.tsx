import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

// A holiday cottage: nights booked and the average price per night.
const nights = [6, 9, 14, 18, 22, 27, 30, 31];
const price = [70, 70, 85, 95, 110, 135, 160, 165];

export default function SyncedAxisHighlight() {
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>(
    [],
  );

  return (
    <Stack spacing={1}>
      <BarChart
        height={200}
        xAxis={[{ id: 'months', data: months }]}
        yAxis={[{ width: 48 }]}
        series={[{ data: nights, label: 'Nights booked' }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
      <LineChart
        height={200}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[{ width: 48 }]}
        series={[
          {
            data: price,
            label: 'Price per night',
            valueFormatter: (value) => `€${value}`,
          },
        ]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
    </Stack>
  );
}
