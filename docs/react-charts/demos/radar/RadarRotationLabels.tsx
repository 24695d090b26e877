import * as React from 'react';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Share of a cinema's tickets sold at each time slot, weekday against weekend (%).
const slots = [
  { name: '10:00', max: 40 },
  { name: '13:00', max: 40 },
  { name: '16:00', max: 40 },
  { name: '19:00', max: 40 },
  { name: '22:00', max: 40 },
];

export default function RadarRotationLabels() {
  return (
    <RadarChart
      height={340}
      radar={{
        metrics: slots,
        startAngle: 36,
        labelGap: 16,
        labelFormatter: (name, context) =>
          context.location === 'tooltip' ? `Show at ${name}` : name,
      }}
      series={[
        {
          label: 'Weekday',
          data: [3, 8, 14, 38, 37],
          hideMark: true,
          valueFormatter: (value) => `${value}% of tickets`,
        },
        {
          label: 'Weekend',
          data: [12, 21, 24, 27, 16],
          fillArea: true,
          valueFormatter: (value) => `${value}% of tickets`,
        },
      ]}
    />
  );
}
