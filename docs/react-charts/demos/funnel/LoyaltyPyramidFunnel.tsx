import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Members of a supermarket loyalty programme by tier, from the smallest tier to the largest.
const tiers = [
  { label: 'Platinum', value: 640, color: '#455a64' },
  { label: 'Gold', value: 2900, color: '#f9a825' },
  { label: 'Silver', value: 8700, color: '#90a4ae' },
  { label: 'Basic', value: 21400, color: '#8d6e63' },
];

export default function LoyaltyPyramidFunnel() {
  return (
    <FunnelChart
      height={340}
      // Room on both sides keeps the pyramid centred and leaves space for the labels.
      margin={{ left: 120, right: 120 }}
      series={[
        {
          data: tiers,
          label: 'Members',
          curve: 'pyramid',
          funnelDirection: 'increasing',
          sectionLabel: {
            position: { horizontal: 'end' },
            textAnchor: 'start',
            offset: { x: 12 },
          },
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} members`,
        },
      ]}
    />
  );
}
