import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Candidates at each stage of a hiring process.
const stages = [
  { label: 'Applied', value: 240 },
  { label: 'Screened', value: 96 },
  { label: 'Interviewed', value: 38 },
  { label: 'Offered', value: 9 },
  { label: 'Hired', value: 7 },
];

export default function StepFunnel() {
  return (
    <FunnelChart
      height={300}
      series={[
        { data: stages, layout: 'horizontal', curve: 'step', borderRadius: 4 },
      ]}
    />
  );
}
