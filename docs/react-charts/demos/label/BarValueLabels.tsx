import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Tents', 'Backpacks', 'Boots', 'Stoves'];
const units = [1240, 3180, 2450, 610];

export default function BarValueLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: products }]}
      yAxis={[{ width: 56 }]}
      series={[
        {
          data: units,
          label: 'Units sold',
          barLabel: (item) =>
            item.value === null ? null : `${(item.value / 1000).toFixed(1)}k`,
          barLabelPlacement: 'outside',
        },
      ]}
      hideLegend
    />
  );
}
