import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Newsletter campaign of a bookshop: e-mails from one send, tracked to purchases.
const campaign = [
  { label: 'Delivered', value: 18000 },
  { label: 'Opened', value: 7200 },
  { label: 'Clicked', value: 1150 },
  { label: 'Purchased', value: 210 },
];

const formatCount = (item: { value: number }) => item.value.toLocaleString('en-US');

export default function ChannelFunnelVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
      }}
    >
      <Box>
        <Typography variant="subtitle2" component="div">
          Filled, linear curve
        </Typography>
        <FunnelChart
          height={260}
          series={[{ data: campaign, valueFormatter: formatCount }]}
          hideLegend
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="div">
          Outlined, linear-sharp curve, 4 px gap
        </Typography>
        <FunnelChart
          height={260}
          gap={4}
          series={[
            {
              data: campaign,
              variant: 'outlined',
              curve: 'linear-sharp',
              valueFormatter: formatCount,
            },
          ]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
