import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Visitors going through the sign-up steps of a web app in one month.
const steps = [
  { label: 'Visited the site', value: 12400 },
  { label: 'Opened pricing', value: 5300 },
  { label: 'Started sign-up', value: 2100 },
  { label: 'Confirmed e-mail', value: 1450 },
  { label: 'Became customers', value: 380 },
];

export default function SignupFunnel() {
  return (
    <FunnelChart
      height={340}
      series={[
        {
          data: steps,
          label: 'Visitors',
          valueFormatter: (item) => item.value.toLocaleString('en-US'),
        },
      ]}
    />
  );
}
