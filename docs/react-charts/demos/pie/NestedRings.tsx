import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// A bakery's sales on a Saturday: by family on the inner ring, by product on the outer one.
const families = [
  { id: 'bread', label: 'Bread', value: 310, color: '#8d6e63' },
  { id: 'pastries', label: 'Pastries', value: 240, color: '#ffb300' },
  { id: 'cakes', label: 'Cakes', value: 90, color: '#ec407a' },
];

const products = [
  { id: 'sourdough', label: 'Sourdough', value: 180, color: '#a1887f' },
  { id: 'rye', label: 'Rye', value: 130, color: '#bcaaa4' },
  { id: 'croissant', label: 'Croissants', value: 160, color: '#ffca28' },
  { id: 'cinnamon', label: 'Cinnamon rolls', value: 80, color: '#ffe082' },
  { id: 'cheesecake', label: 'Cheesecake', value: 50, color: '#f48fb1' },
  { id: 'carrot', label: 'Carrot cake', value: 40, color: '#f8bbd0' },
];

const formatSales = (item: { value: number }) => `${item.value} sold`;

export default function NestedRings() {
  return (
    <PieChart
      height={320}
      series={[
        {
          id: 'families',
          data: families,
          outerRadius: 80,
          arcLabel: 'label',
          valueFormatter: formatSales,
        },
        {
          id: 'products',
          data: products,
          innerRadius: 90,
          outerRadius: 130,
          paddingAngle: 1,
          valueFormatter: formatSales,
        },
      ]}
      hideLegend
    />
  );
}
