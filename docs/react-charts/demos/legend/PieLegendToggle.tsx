import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Where a small island's electricity came from last year, in GWh.
const sources = [
  { id: 'hydro', value: 420, label: 'Hydro' },
  { id: 'wind', value: 310, label: 'Wind' },
  { id: 'solar', value: 180, label: 'Solar' },
  { id: 'diesel', value: 95, label: 'Diesel' },
  { id: 'imports', value: 60, label: 'Imports' },
];

export default function PieLegendToggle() {
  return (
    <PieChart
      height={300}
      series={[
        {
          id: 'electricity',
          data: sources,
          innerRadius: 50,
          arcLabel: (item) => `${item.value}`,
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value} GWh`,
        },
      ]}
      initialHiddenItems={[{ type: 'pie', seriesId: 'electricity', dataIndex: 4 }]}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
    />
  );
}
