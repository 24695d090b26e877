import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats won by each list in a town council of 33 seats.
const seats = [
  { id: 'greens', value: 9, label: 'Greens', color: '#43a047' },
  { id: 'social', value: 11, label: 'Social Democrats', color: '#e53935' },
  { id: 'liberal', value: 5, label: 'Liberals', color: '#fdd835' },
  { id: 'conservative', value: 8, label: 'Conservatives', color: '#1e88e5' },
];

export default function HalfDonutSeats() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: seats,
          startAngle: -90,
          endAngle: 90,
          innerRadius: 70,
          outerRadius: 130,
          paddingAngle: 1,
          cornerRadius: 3,
          cy: '85%',
          arcLabel: 'value',
          valueFormatter: (item) => `${item.value} of 33 seats`,
        },
      ]}
      slotProps={{
        legend: {
          direction: 'horizontal',
          position: { vertical: 'bottom', horizontal: 'center' },
        },
      }}
    />
  );
}
