import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXAxis } from '@mui/x-charts/hooks';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const registrations = [212, 198, 264, 301, 356, 388, 342, 295, 410, 377, 289, 240];

// A second row of labels under the axis: one bracket per quarter, spanning three bands.
function QuarterLabels() {
  const xAxis = useXAxis<'band'>();
  const { top, height } = useDrawingArea();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const categories = (xAxis.data ?? []).map(String);
  const step = xAxis.scale.step();
  const padding = (step - xAxis.scale.bandwidth()) / 2;
  // The baseline of the quarter names sits near the bottom of the space reserved for the axis.
  const baseline = top + height + xAxis.height - 6;
  const bracket = baseline - 18;
  const quarters = [0, 1, 2, 3].flatMap((quarter) => {
    const firstMonth = categories[quarter * 3];
    const lastMonth = categories[quarter * 3 + 2];
    const first = firstMonth === undefined ? undefined : xAxis.scale(firstMonth);
    const last = lastMonth === undefined ? undefined : xAxis.scale(lastMonth);
    if (first === undefined || last === undefined) {
      return [];
    }
    return [
      {
        name: `Q${quarter + 1}`,
        x1: first - padding + 4,
        x2: last + step - padding - 4,
      },
    ];
  });
  return (
    <g pointerEvents="none" style={{ stroke: palette.text.secondary }}>
      {quarters.map((quarter) => (
        <g key={quarter.name}>
          <path
            d={`M${quarter.x1},${bracket - 6} v6 H${quarter.x2} v-6`}
            fill="none"
          />
          <text
            x={(quarter.x1 + quarter.x2) / 2}
            y={baseline}
            textAnchor="middle"
            fontSize={12}
            stroke="none"
            style={{ fill: palette.text.primary }}
          >
            {quarter.name}
          </text>
        </g>
      ))}
    </g>
  );
}

export default function QuarterBrackets() {
  return (
    <BarChart
      height={320}
      hideLegend
      xAxis={[{ scaleType: 'band', data: months, height: 64 }]}
      yAxis={[{ width: 40 }]}
      series={[{ data: registrations, label: 'New gym members' }]}
    >
      <QuarterLabels />
    </BarChart>
  );
}
