import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// One dataset, two charts: daily runs with distance (km), duration (min) and heart rate (bpm).
const runs = Array.from({ length: 10 }, (_, index) => {
  const distance = 4 + ((index * 3) % 7);
  return {
    day: index + 1,
    distance,
    duration: Math.round(distance * (5.6 - index * 0.05) + (index % 3)),
    heartRate: 138 + ((index * 5) % 17),
  };
});

export default function DatasetLinesAndScatter() {
  return (
    <Stack spacing={2}>
      <LineChart
        height={240}
        skipAnimation
        dataset={runs}
        xAxis={[
          {
            dataKey: 'day',
            scaleType: 'point',
            valueFormatter: (day: number) => `Day ${day}`,
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ dataKey: 'distance', label: 'Distance (km)' }]}
      />
      <ScatterChart
        height={240}
        skipAnimation
        dataset={runs}
        xAxis={[{ label: 'Distance (km)', height: 56 }]}
        yAxis={[{ label: 'Duration (min)', width: 56 }]}
        series={[{ datasetKeys: { x: 'distance', y: 'duration' }, label: 'Runs' }]}
      />
    </Stack>
  );
}
