import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const readings = [61, 64, 70, 74, 79, 83, 77, 72, 68, 71, 76, 81, 74, 66];
const minutes = readings.map((_, index) => index * 5);
const LIMIT = 75;

// Shades the zone above the limit and draws the limit itself.
function ThresholdZone({ value }: { value: number }) {
  const { left, top, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const y = yScale(value);
  return (
    <g pointerEvents="none">
      <rect
        x={left}
        y={top}
        width={width}
        height={Math.max(0, y - top)}
        style={{ fill: palette.error.main }}
        opacity={0.08}
      />
      <line
        x1={left}
        x2={left + width}
        y1={y}
        y2={y}
        style={{ stroke: palette.error.main }}
        strokeDasharray="6 4"
      />
      <text
        x={left + width - 6}
        y={y - 6}
        textAnchor="end"
        fontSize={12}
        style={{ fill: palette.error.main }}
      >
        Throttling at {value} °C
      </text>
    </g>
  );
}

export default function TemperatureThreshold() {
  return (
    <LineChart
      height={300}
      xAxis={[
        { data: minutes, valueFormatter: (minute: number) => `${minute} min` },
      ]}
      yAxis={[
        {
          min: 50,
          max: 90,
          width: 48,
          valueFormatter: (value: number) => `${value} °C`,
        },
      ]}
      series={[{ data: readings, label: 'CPU temperature', showMark: false }]}
    >
      <ThresholdZone value={LIMIT} />
    </LineChart>
  );
}
