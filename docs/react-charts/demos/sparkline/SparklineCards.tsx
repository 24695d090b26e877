import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// A week of a small online shop: orders (counts per day, as bars) and the conversion rate (a level, as a line).
const orders = [31, 28, 35, 40, 52, 61, 44];
const conversion = [2.1, 2.0, 2.3, 2.4, 2.9, 3.2, 2.7];

export default function SparklineCards() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Card variant="outlined" sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            Orders this week
          </Typography>
          <Typography variant="h5">
            {orders.reduce((sum, value) => sum + value, 0)}
          </Typography>
          <SparkLineChart
            plotType="bar"
            data={orders}
            height={64}
            color={palette.primary.main}
            showTooltip
            showHighlight
            xAxis={{ scaleType: 'band', data: days }}
            valueFormatter={(value) => `${value} orders`}
          />
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            Conversion rate, Sunday
          </Typography>
          <Typography variant="h5">{conversion[conversion.length - 1]}%</Typography>
          <SparkLineChart
            data={conversion}
            height={64}
            color={palette.success.main}
            curve="natural"
            area
            baseline="min"
            showTooltip
            showHighlight
            xAxis={{ scaleType: 'point', data: days }}
            valueFormatter={(value) => `${value}%`}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
