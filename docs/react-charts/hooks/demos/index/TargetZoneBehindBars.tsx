import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

// A band between two values, across the drawing area. Rendered before BarPlot, it stays behind.
function TargetZone({
  from,
  to,
  label,
}: {
  from: number;
  to: number;
  label: string;
}) {
  const yScale = useYScale<'linear'>();
  const { left, width } = useDrawingArea();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const yTop = yScale(to);
  const yBottom = yScale(from);
  return (
    <g pointerEvents="none">
      <rect
        x={left}
        y={yTop}
        width={width}
        height={yBottom - yTop}
        style={{ fill: palette.success.main }}
        fillOpacity={0.14}
      />
      <text
        x={left + 6}
        y={yTop + 14}
        fontSize={12}
        style={{ fill: palette.success.dark }}
      >
        {label}
      </text>
    </g>
  );
}

export default function TargetZoneBehindBars() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[
        {
          min: 0,
          max: 100,
          width: 48,
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      series={[
        {
          type: 'bar',
          data: [71, 78, 84, 88, 93, 86, 90, 92],
          label: 'Orders shipped within 24 h',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
    >
      <TargetZone from={85} to={95} label="Target: 85–95%" />
      <BarPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
