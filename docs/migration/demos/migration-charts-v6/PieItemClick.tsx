import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// A bakery's orders for one Saturday morning, by product.
const orders = [
  { id: 'croissant', value: 64, label: 'Croissants' },
  { id: 'baguette', value: 48, label: 'Baguettes' },
  { id: 'sourdough', value: 22, label: 'Sourdough loaves' },
  { id: 'eclair', value: 17, label: 'Éclairs' },
];

export default function PieItemClick() {
  const [clickedIndex, setClickedIndex] = React.useState<number | null>(null);
  const clicked = clickedIndex === null ? undefined : orders[clickedIndex];

  return (
    <Stack spacing={1}>
      <PieChart
        height={260}
        series={[{ id: 'orders', data: orders, innerRadius: 40 }]}
        onItemClick={(_event, identifier) => setClickedIndex(identifier.dataIndex)}
      />
      <Typography variant="body2">
        {clicked ? `${clicked.label}: ${clicked.value} orders` : 'Click a slice.'}
      </Typography>
    </Stack>
  );
}
