import * as React from 'react';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Scores of a phone in a review, on different scales per metric.
const metrics = [
  { name: 'Battery (h)', max: 30 },
  { name: 'Camera', max: 10 },
  { name: 'Screen', max: 10 },
  { name: 'Speed', max: 100 },
  { name: 'Price value', max: 5 },
];

export default function CircularRadarGrid() {
  return (
    <RadarChart
      height={340}
      shape="circular"
      divisions={4}
      radar={{ metrics }}
      series={[{ data: [22, 8, 9, 74, 3], label: 'Review score', fillArea: true }]}
      hideLegend
    />
  );
}
