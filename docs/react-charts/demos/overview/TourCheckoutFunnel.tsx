import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Shoppers at each step of an online shop's checkout during one week.
const steps = [
  { label: 'Viewed a product', value: 48200 },
  { label: 'Added to basket', value: 9600 },
  { label: 'Started checkout', value: 4100 },
  { label: 'Entered payment', value: 2700 },
  { label: 'Completed order', value: 2150 },
];

export default function TourCheckoutFunnel() {
  return (
    <FunnelChart
      height={300}
      gap={4}
      series={[
        {
          data: steps,
          label: 'Shoppers',
          curve: 'bump',
          valueFormatter: (item) => item.value.toLocaleString('en-US'),
        },
      ]}
    />
  );
}
