import * as React from 'react';
import { Heatmap, type HeatmapCellProps } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const sessions = ['Morning', 'Midday', 'Afternoon', 'Evening'];

const LONGEST_WAIT = 60;

// Average wait, in minutes, at a walk-in clinic over one month.
const waits = [
  [35, 22, 18, 26],
  [28, 15, 12, 20],
  [24, 14, 11, 19],
  [26, 16, 14, 44],
  [31, 20, 25, 52],
];

const data: HeatmapValueType[] = waits.flatMap((row, dayIndex) =>
  row.map((minutes, sessionIndex): HeatmapValueType => [
    dayIndex,
    sessionIndex,
    minutes,
  ]),
);

// A rounded tile with the number of minutes written on it. The remaining props
// carry the pointer handlers of the tooltip, so they go on the tile.
function WaitTile({ x, y, width, height, ownerState, ...other }: HeatmapCellProps) {
  const isDark = ownerState.value > LONGEST_WAIT / 2;
  return (
    <g>
      <rect
        x={x + 2}
        y={y + 2}
        width={Math.max(width - 4, 0)}
        height={Math.max(height - 4, 0)}
        rx={6}
        fill={ownerState.color}
        {...other}
      />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        pointerEvents="none"
        fontSize={14}
        fill={isDark ? '#ffffff' : '#1a237e'}
      >
        {ownerState.value}
      </text>
    </g>
  );
}

export default function ClinicWaitCustomCell() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: days }]}
      yAxis={[{ data: sessions, width: 80 }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: LONGEST_WAIT,
            color: ['#e8eaf6', '#1a237e'],
          },
        },
      ]}
      series={[
        {
          data,
          label: 'Average wait',
          valueFormatter: (value) => `${value[2]} min`,
        },
      ]}
      slots={{ cell: WaitTile }}
    />
  );
}
