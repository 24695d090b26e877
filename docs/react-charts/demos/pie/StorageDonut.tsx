import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Disk usage of a laptop, in gigabytes.
const usage = [
  { id: 'apps', value: 96, label: 'Applications' },
  { id: 'photos', value: 142, label: 'Photos' },
  { id: 'documents', value: 38, label: 'Documents' },
  { id: 'system', value: 54, label: 'System' },
  { id: 'free', value: 182, label: 'Free space' },
];

export default function StorageDonut() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: usage,
          innerRadius: '50%',
          outerRadius: '100%',
          paddingAngle: 2,
          cornerRadius: 4,
          valueFormatter: (item) => `${item.value} GB`,
          highlightScope: { highlight: 'item', fade: 'global' },
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
