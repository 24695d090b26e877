import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { lineClasses } from '@mui/x-charts/LineChart';

const dates = Array.from({ length: 14 }, (_, index) => `Mar ${index + 4}`);

// Two weeks of a subscription app, one value per day.
const kpis = [
  {
    title: 'Revenue',
    data: [8.2, 8.6, 8.1, 9.0, 9.4, 7.1, 6.8, 9.1, 9.6, 9.3, 10.2, 10.8, 8.0, 7.6],
    format: (value: number) => `$${value.toFixed(1)}k`,
    // For revenue, going up is good.
    higherIsBetter: true,
  },
  {
    title: 'Active users',
    data: [
      4210, 4290, 4330, 4310, 4420, 3980, 3890, 4460, 4510, 4550, 4620, 4700, 4240,
      4190,
    ],
    format: (value: number) => value.toLocaleString('en-US'),
    higherIsBetter: true,
  },
  {
    title: 'Support tickets',
    data: [64, 58, 61, 70, 82, 40, 35, 77, 88, 92, 85, 96, 51, 47],
    format: (value: number) => `${value}`,
    // More tickets is bad news: a rise is shown in red.
    higherIsBetter: false,
  },
];

// Compares the last 7 days with the 7 days before.
function weekOverWeek(data: number[]) {
  const sum = (values: number[]) =>
    values.reduce((total, value) => total + value, 0);
  const previous = sum(data.slice(0, 7));
  const current = sum(data.slice(7));
  return { current, change: (current - previous) / previous };
}

export default function KpiSparklineCards() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: 2,
      }}
    >
      {kpis.map((kpi) => {
        const { current, change } = weekOverWeek(kpi.data);
        const isGood = change >= 0 === kpi.higherIsBetter;
        const color = isGood ? palette.success.main : palette.error.main;

        return (
          <Card key={kpi.title} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {kpi.title}, last 7 days
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', my: 0.5 }}
              >
                <Typography variant="h5" component="p">
                  {kpi.format(current)}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={isGood ? 'success' : 'error'}
                  label={`${change >= 0 ? '+' : '−'}${Math.abs(change * 100).toFixed(1)}%`}
                />
              </Stack>
              <SparkLineChart
                data={kpi.data}
                height={56}
                color={color}
                area
                // The area fills down to the axis minimum; a strict domain puts that at the lowest value.
                baseline="min"
                yAxis={{ domainLimit: 'strict' }}
                // monotoneX never swings below the lowest value, which is the bottom of the chart here.
                curve="monotoneX"
                showTooltip
                showHighlight
                sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.2 } }}
                xAxis={{ scaleType: 'point', data: dates }}
                valueFormatter={(value) => (value === null ? '' : kpi.format(value))}
              />
              <Typography variant="caption" color="text.secondary">
                Daily values, {dates[0]} – {dates[dates.length - 1]}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
