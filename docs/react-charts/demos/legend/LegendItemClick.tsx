import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type {
  ChartsLegendProps,
  SeriesLegendItemContext,
} from '@mui/x-charts/ChartsLegend';

// A household's monthly budget, in euros.
const budget = [
  { id: 'rent', value: 950, label: 'Rent' },
  { id: 'food', value: 420, label: 'Groceries' },
  { id: 'transport', value: 160, label: 'Transport' },
  { id: 'leisure', value: 210, label: 'Leisure' },
  { id: 'savings', value: 300, label: 'Savings' },
];
const total = budget.reduce((sum, item) => sum + item.value, 0);

export default function LegendItemClick() {
  const [selected, setSelected] = React.useState<SeriesLegendItemContext | null>(
    null,
  );
  const handleItemClick: ChartsLegendProps['onItemClick'] = (_event, legendItem) =>
    setSelected(legendItem);
  const item = selected?.dataIndex === undefined ? null : budget[selected.dataIndex];

  return (
    <Stack spacing={1}>
      <PieChart
        height={260}
        series={[{ data: budget, innerRadius: 50, paddingAngle: 1 }]}
        slotProps={{
          legend: { onItemClick: handleItemClick },
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {item
          ? `${item.label}: ${item.value} € a month, ${Math.round((item.value / total) * 100)}% of the budget.`
          : 'Click an item of the legend.'}
      </Typography>
    </Stack>
  );
}
