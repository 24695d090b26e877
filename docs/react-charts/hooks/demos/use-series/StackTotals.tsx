import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useBarSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5'];

// visibleStackedData holds [bottom, top] of each bar in its stack, ignoring hidden series.
function StackTotalLabels() {
  const allSeries = useBarSeries();
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  return (
    <g pointerEvents="none">
      {weeks.map((week, index) => {
        const x = xScale(week);
        const top = Math.max(
          0,
          ...allSeries.map((series) => series.visibleStackedData[index]?.[1] ?? 0),
        );
        if (x === undefined || top === 0) {
          return null;
        }
        return (
          <text
            key={week}
            x={x + xScale.bandwidth() / 2}
            y={yScale(top) - 6}
            textAnchor="middle"
            fontSize={12}
            style={{ fill: (theme.vars ?? theme).palette.text.primary }}
          >
            {top}
          </text>
        );
      })}
    </g>
  );
}

export default function StackTotals() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[{ width: 40 }]}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      series={[
        {
          id: 'checkups',
          data: [64, 58, 71, 66, 60],
          label: 'Check-ups',
          stack: 'visits',
        },
        {
          id: 'vaccines',
          data: [22, 35, 41, 18, 25],
          label: 'Vaccinations',
          stack: 'visits',
        },
        {
          id: 'urgent',
          data: [9, 14, 7, 12, 16],
          label: 'Urgent care',
          stack: 'visits',
        },
      ]}
    >
      <StackTotalLabels />
    </BarChart>
  );
}
