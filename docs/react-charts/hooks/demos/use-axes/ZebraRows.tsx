import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useYAxis } from '@mui/x-charts/hooks';

const routes = [
  'Harbour line',
  'Airport express',
  'Ring road',
  'Old town loop',
  'Hospital shuttle',
  'Night bus N4',
];
const punctuality = [96, 91, 78, 88, 94, 83];

// The y-axis brings its categories (data) and its scale: one stripe for every other row.
function ZebraStripes() {
  const { left, width } = useDrawingArea();
  const yAxis = useYAxis<'band'>();
  const theme = useTheme();
  const categories = (yAxis.data ?? []).map(String);
  const step = yAxis.scale.step();
  const padding = (step - yAxis.scale.bandwidth()) / 2;
  return (
    <g>
      {categories.map((category, index) => {
        const y = yAxis.scale(category);
        if (index % 2 === 1 || y === undefined) {
          return null;
        }
        return (
          <rect
            key={category}
            x={left}
            y={y - padding}
            width={width}
            height={step}
            style={{ fill: (theme.vars ?? theme).palette.action.hover }}
          />
        );
      })}
    </g>
  );
}

export default function ZebraRows() {
  return (
    <ChartsContainer
      height={320}
      yAxis={[{ scaleType: 'band', data: routes, width: 120 }]}
      xAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { type: 'bar', layout: 'horizontal', data: punctuality, label: 'On time' },
      ]}
    >
      <ZebraStripes />
      <BarPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
