import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const rentals = [42, 38, 45, 51, 67, 118, 104];

// A band scale maps a category to the start of its slot; bandwidth() is the slot's width.
function CategoryBands({ categories }: { categories: string[] }) {
  const { top, height } = useDrawingArea();
  const xScale = useXScale<'band'>();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const gap = (xScale.step() - xScale.bandwidth()) / 2;
  return (
    <g pointerEvents="none">
      {categories.map((category) => {
        const x = xScale(category);
        if (x === undefined) {
          return null;
        }
        return (
          <g key={category}>
            <rect
              x={x - gap}
              y={top}
              width={xScale.step()}
              height={height}
              style={{ fill: palette.warning.main }}
              opacity={0.12}
            />
            <text
              x={x + xScale.bandwidth() / 2}
              y={top + 14}
              textAnchor="middle"
              fontSize={11}
              style={{ fill: palette.text.secondary }}
            >
              Weekend
            </text>
          </g>
        );
      })}
    </g>
  );
}

export default function WeekendBands() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[{ width: 40, max: 140 }]}
      series={[{ data: rentals, label: 'Bike rentals' }]}
    >
      <CategoryBands categories={['Sat', 'Sun']} />
    </BarChart>
  );
}
