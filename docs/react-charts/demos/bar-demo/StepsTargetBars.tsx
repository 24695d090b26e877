import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Steps walked each day of one week, from a fitness tracker.
const steps = [8420, 11250, 6930, 10410, 9870, 14820, 5310];
const goal = 10000;

export default function StepsTargetBars() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[{ width: 56, max: 16000 }]}
      series={[
        {
          data: steps,
          label: 'Steps',
          colorGetter: ({ value }) =>
            value !== null && value >= goal
              ? palette.success.main
              : palette.grey[500],
          valueFormatter: (value) => `${value?.toLocaleString('en-US')} steps`,
        },
      ]}
      hideLegend
      borderRadius={4}
    >
      <ChartsReferenceLine
        y={goal}
        label="Daily goal"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4', stroke: palette.text.secondary }}
        labelStyle={{ fontSize: 12, fill: palette.text.secondary }}
      />
    </BarChart>
  );
}
