import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const fruit = ['Apricots', 'Blueberries', 'Cherries', 'Lemons', 'Limes'];

// Kilograms sold in one Saturday by a market stall.
const kilograms = [38, 22, 45, 17, 12];

export default function FruitColorMapBars() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: fruit,
          colorMap: {
            type: 'ordinal',
            values: fruit,
            colors: ['#f2a541', '#4f6dd6', '#c0304a', '#e8d33f', '#7cbf3a'],
          },
        },
      ]}
      yAxis={[{ label: 'Sold (kg)', width: 56 }]}
      series={[
        { data: kilograms, label: 'Sold', valueFormatter: (value) => `${value} kg` },
      ]}
      hideLegend
    />
  );
}
