import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// A household's monthly spending, in euros.
const spending = [
  { id: 'rent', value: 950, label: 'Rent' },
  { id: 'food', value: 420, label: 'Food' },
  { id: 'transport', value: 160, label: 'Transport' },
  { id: 'leisure', value: 130, label: 'Leisure' },
  { id: 'phone', value: 35, label: 'Phone' },
  { id: 'insurance', value: 25, label: 'Insurance' },
];

export default function PieArcLabels() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: spending,
          innerRadius: 40,
          arcLabel: (item) => `€${item.value}`,
          arcLabelMinAngle: 25,
          arcLabelRadius: '65%',
          valueFormatter: (item) => `€${item.value} a month`,
        },
      ]}
    />
  );
}
