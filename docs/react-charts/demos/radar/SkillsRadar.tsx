import * as React from 'react';
import { RadarChart } from '@mui/x-charts/RadarChart';

const skills = ['Frontend', 'Backend', 'Testing', 'Design', 'Ops', 'Writing'];

export default function SkillsRadar() {
  return (
    <RadarChart
      height={340}
      radar={{ max: 10, metrics: skills }}
      series={[
        {
          data: [9, 5, 7, 6, 3, 8],
          label: 'Alex',
          valueFormatter: (value) => `${value} / 10`,
        },
        {
          data: [4, 9, 6, 2, 8, 5],
          label: 'Sam',
          valueFormatter: (value) => `${value} / 10`,
        },
      ]}
    />
  );
}
