import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import type { FunnelItemIdentifier } from '@mui/x-charts-pro/FunnelChart';

// Visitors of a museum's online ticket shop during one weekend.
const openedShop = { label: 'Opened the shop', value: 8400 };
const steps = [
  openedShop,
  { label: 'Picked a time slot', value: 3100 },
  { label: 'Entered their details', value: 1900 },
  { label: 'Paid', value: 1450 },
];

export default function MuseumTicketClickFunnel() {
  const [clicked, setClicked] = React.useState<FunnelItemIdentifier | null>(null);
  const step = clicked ? steps[clicked.dataIndex] : undefined;
  const share = step ? Math.round((step.value / openedShop.value) * 100) : 0;

  return (
    <Stack spacing={1}>
      <FunnelChart
        height={300}
        series={[{ id: 'tickets', data: steps }]}
        onItemClick={(_event, item) => setClicked(item)}
        hideLegend
      />
      <Typography variant="body2" sx={{ px: 1 }}>
        {step
          ? `${step.label}: ${step.value.toLocaleString('en-US')} visitors, ${share}% of those who opened the shop`
          : 'Click a section to read its step.'}
      </Typography>
    </Stack>
  );
}
