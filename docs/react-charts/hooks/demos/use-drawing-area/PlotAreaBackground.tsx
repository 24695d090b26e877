import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea } from '@mui/x-charts/hooks';

const hours = ['8h', '9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h'];
const visitors = [14, 32, 45, 51, 78, 84, 49, 40, 55, 37];

// A tinted, rounded panel behind the plot, the size of the drawing area.
function PlotBackground() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  return (
    <rect
      x={left}
      y={top}
      width={width}
      height={height}
      rx={8}
      style={{ fill: (theme.vars ?? theme).palette.action.hover }}
    />
  );
}

export default function PlotAreaBackground() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 0, width: 40 }]}
      series={[{ type: 'line', data: visitors, label: 'Library visitors' }]}
    >
      <PlotBackground />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
