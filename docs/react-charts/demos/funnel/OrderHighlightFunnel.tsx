import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Orders of a small online shop during one week, from checkout to a review.
const stages = [
  { label: 'Paid', value: 860 },
  { label: 'Packed', value: 840 },
  { label: 'Shipped', value: 812 },
  { label: 'Delivered', value: 790 },
  { label: 'Reviewed', value: 214 },
];

export default function OrderHighlightFunnel() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: stages,
          label: 'Orders',
          layout: 'horizontal',
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
    />
  );
}
