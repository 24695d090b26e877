import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useYAxes } from '@mui/x-charts/hooks';

const months = ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const units: Record<string, string> = {
  rain: 'Rain (mm)',
  temperature: 'Mean (°C)',
};

// Writes a unit above every y-axis, on the side where that axis is placed.
function AxisUnitTitles() {
  const { left, top, width } = useDrawingArea();
  const { yAxis, yAxisIds } = useYAxes();
  const theme = useTheme();
  return (
    <g>
      {yAxisIds.map((id) => {
        const axis = yAxis[id];
        if (!axis || axis.position === 'none') {
          return null;
        }
        const onRight = axis.position === 'right';
        return (
          <text
            key={id}
            x={onRight ? left + width : left}
            y={top - 12}
            textAnchor={onRight ? 'end' : 'start'}
            fontSize={12}
            style={{ fill: (theme.vars ?? theme).palette.text.secondary }}
          >
            {units[String(id)]}
          </text>
        );
      })}
    </g>
  );
}

export default function AxisUnits() {
  return (
    <ChartsContainer
      height={320}
      margin={{ top: 36 }}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', position: 'left', min: 0, width: 40 },
        { id: 'temperature', position: 'right', min: 0, width: 40 },
      ]}
      series={[
        {
          type: 'bar',
          yAxisId: 'rain',
          data: [62, 48, 55, 41, 36, 44, 58],
          label: 'Rainfall',
        },
        {
          type: 'line',
          yAxisId: 'temperature',
          data: [8, 11, 15, 18, 21, 20, 16],
          label: 'Temperature',
        },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temperature" />
      <AxisUnitTitles />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
