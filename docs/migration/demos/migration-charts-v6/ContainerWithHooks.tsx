import * as React from 'react';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];
// Parcels handled per week by a small depot, and what it can process.
const parcels = [820, 940, 1010, 1180, 1090, 1250];
const CAPACITY = 1100;

// Reads the plotting area and the y scale from the container: no provider needed.
function CapacityBand() {
  const { left, top, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const y = yScale(CAPACITY);
  // Before the container has measured itself, keep the sizes non-negative.
  const bandWidth = Math.max(0, width);
  const bandHeight = Math.max(0, y - top);

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={bandWidth}
        height={bandHeight}
        fill="#d32f2f"
        opacity={0.08}
      />
      <line
        x1={left}
        x2={left + bandWidth}
        y1={y}
        y2={y}
        stroke="#d32f2f"
        strokeDasharray="5 4"
      />
      <text
        x={left + bandWidth - 6}
        y={y - 6}
        textAnchor="end"
        fontSize={12}
        fill="#d32f2f"
      >
        Over capacity
      </text>
    </g>
  );
}

export default function ContainerWithHooks() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[{ min: 0, max: 1400, width: 48 }]}
      series={[{ type: 'bar', data: parcels, label: 'Parcels' }]}
    >
      <BarPlot />
      <CapacityBand />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartsContainer>
  );
}
