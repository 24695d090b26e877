import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useBarSeries, useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Reads the series, converts its average to a y-coordinate and spans the drawing area.
function SeriesAverage({ seriesId }: { seriesId: string }) {
  const series = useBarSeries(seriesId);
  const yScale = useYScale<'linear'>();
  const { left, width } = useDrawingArea();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  if (!series || series.hidden) {
    return null;
  }
  const values = series.data.filter((value): value is number => value !== null);
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  const y = yScale(average);
  return (
    <g pointerEvents="none">
      <line
        x1={left}
        x2={left + width}
        y1={y}
        y2={y}
        style={{ stroke: palette.text.primary }}
        strokeDasharray="4 4"
      />
      <text
        x={left + 4}
        y={y - 6}
        fontSize={12}
        style={{ fill: palette.text.primary }}
      >
        Average: {Math.round(average)} loaves
      </text>
    </g>
  );
}

export default function AverageLine() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[{ width: 40 }]}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      series={[
        {
          id: 'sourdough',
          data: [38, 42, 35, 47, 66, 91, 74],
          label: 'Sourdough loaves sold',
        },
      ]}
    >
      <SeriesAverage seriesId="sourdough" />
    </BarChart>
  );
}
