import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Support tickets opened in one month and how far each one was escalated: most are
// solved by the help centre's articles before an agent sees them.
const levels = [
  { label: 'Opened', value: 1200 },
  { label: 'Agent', value: 520 },
  { label: 'Specialist', value: 260 },
  { label: 'Engineering', value: 60 },
];

export default function SupportTicketScaledFunnel() {
  return (
    <FunnelChart
      height={380}
      categoryAxis={{
        scaleType: 'linear',
        categories: levels.map((level) => level.label),
        position: 'left',
        size: 96,
      }}
      series={[{ data: levels, label: 'Tickets' }]}
      hideLegend
    />
  );
}
