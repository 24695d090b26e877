import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { BarChart } from '@mui/x-charts/BarChart';

// A bookshop's quarter so far: sales per week against a quarterly target, in euros.
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
const weeklySales = [
  9800, 10400, 9100, 11800, 12600, 10900, 9700, 13400, 14100, 12300,
];
const quarterTarget = 150000;
const weeksInQuarter = 13;

const soFar = weeklySales.reduce((sum, value) => sum + value, 0);
const percentOfTarget = Math.round((soFar / quarterTarget) * 100);
const expectedByNow = Math.round((weeklySales.length / weeksInQuarter) * 100);

export default function StoreTargetPanel() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const onTrack = percentOfTarget >= expectedByNow;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
        gap: 2,
      }}
    >
      <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
        <Typography variant="subtitle2">Quarterly target</Typography>
        <Gauge
          height={170}
          value={percentOfTarget}
          startAngle={-110}
          endAngle={110}
          innerRadius="75%"
          cornerRadius="50%"
          text={({ value }) => `${value}%`}
          sx={{
            [`& .${gaugeClasses.valueText}`]: { fontSize: 28, fontWeight: 600 },
            [`& .${gaugeClasses.valueArc}`]: {
              fill: onTrack ? palette.success.main : palette.warning.main,
            },
          }}
        />
        <Typography variant="body2" color="text.secondary">
          €{soFar.toLocaleString('en-US')} of €
          {quarterTarget.toLocaleString('en-US')}
        </Typography>
        {/* The arc shows the status in colour; the words stay in the text colour, since
            orange text reads at only 3:1 on white. */}
        <Typography variant="body2">
          <strong>{onTrack ? 'On track' : 'Behind'}</strong>: {expectedByNow}%
          expected after week {weeklySales.length}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2">Sales per week</Typography>
        <BarChart
          height={250}
          xAxis={[{ scaleType: 'band', data: weeks }]}
          yAxis={[
            { width: 48, valueFormatter: (value: number) => `€${value / 1000}k` },
          ]}
          series={[
            {
              data: weeklySales,
              label: 'Sales',
              color: palette.primary.main,
              valueFormatter: (value) => `€${value?.toLocaleString('en-US')}`,
            },
          ]}
          grid={{ horizontal: true }}
          borderRadius={3}
          hideLegend
        />
      </Paper>
    </Box>
  );
}
