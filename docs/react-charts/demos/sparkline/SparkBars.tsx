import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Commits per day over three weeks.
const commits = [4, 7, 2, 0, 9, 12, 5, 3, 8, 6, 1, 0, 10, 7, 6, 9, 4, 2, 0, 11, 8];
const days = commits.map((_, index) => `Day ${index + 1}`);

export default function SparkBars() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 120 }}>
        Commits, 21 days
      </Typography>
      <SparkLineChart
        plotType="bar"
        data={commits}
        height={60}
        width={240}
        color="#1976d2"
        showTooltip
        xAxis={{ scaleType: 'band', data: days }}
        valueFormatter={(value) => `${value} commits`}
      />
    </Stack>
  );
}
