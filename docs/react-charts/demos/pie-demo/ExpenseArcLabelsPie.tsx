import * as React from 'react';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';

// Expenses of a conference for 420 attendees, in US dollars.
const expenses = [
  { id: 'venue', label: 'Venue', value: 38000 },
  { id: 'catering', label: 'Catering', value: 26500 },
  { id: 'speakers', label: 'Speaker travel', value: 14200 },
  { id: 'av', label: 'Audio & video', value: 9800 },
  { id: 'marketing', label: 'Marketing', value: 6100 },
  { id: 'swag', label: 'Badges & swag', value: 2900 },
  { id: 'insurance', label: 'Insurance', value: 1400 },
];
const total = expenses.reduce((sum, item) => sum + item.value, 0);

export default function ExpenseArcLabelsPie() {
  return (
    <PieChart
      height={320}
      series={[
        {
          data: expenses,
          innerRadius: 30,
          outerRadius: 130,
          paddingAngle: 2,
          cornerRadius: 6,
          sortingValues: 'desc',
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 18,
          arcLabelRadius: 92,
          valueFormatter: (item) => `$${item.value.toLocaleString('en-US')}`,
        },
      ]}
      sx={{
        [`& .${pieClasses.arcLabel}`]: { fill: '#fff', fontWeight: 700 },
      }}
    />
  );
}
