import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const days = [
  '1 Mar',
  '2 Mar',
  '3 Mar',
  '4 Mar',
  '5 Mar',
  '6 Mar',
  '7 Mar',
  '8 Mar',
];

// A badge pinned to the top-right corner of the drawing area, inset by 8 px.
function CornerBadge({ text }: { text: string }) {
  const { left, top, width } = useDrawingArea();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const badgeWidth = text.length * 5.8 + 20;
  const x = left + width - badgeWidth - 8;
  const y = top + 8;
  return (
    <g pointerEvents="none">
      <rect
        x={x}
        y={y}
        width={badgeWidth}
        height={22}
        rx={11}
        style={{ fill: palette.warning.light, stroke: palette.warning.main }}
        fillOpacity={0.25}
      />
      <text
        x={x + badgeWidth / 2}
        y={y + 15}
        textAnchor="middle"
        fontSize={11}
        style={{ fill: palette.text.primary }}
      >
        {text}
      </text>
    </g>
  );
}

// A dashed frame around the drawing area, to show where the badge is measured from.
function DrawingAreaFrame() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  return (
    <rect
      x={left}
      y={top}
      width={width}
      height={height}
      fill="none"
      style={{ stroke: (theme.vars ?? theme).palette.divider }}
      strokeDasharray="3 3"
      pointerEvents="none"
    />
  );
}

export default function PreliminaryBadge() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ width: 44, min: 0, max: 3000 }]}
      series={[
        {
          data: [1840, 2015, 1960, 2230, 2410, 2105, 2290, 2380],
          label: 'Parcels delivered',
          area: true,
        },
      ]}
    >
      <DrawingAreaFrame />
      <CornerBadge text="Preliminary: 8 Mar not closed" />
    </LineChart>
  );
}
