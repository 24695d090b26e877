import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const subscribers = [1200, 1260, 1310, 1340, 1720, 1980, 2110, 2190];

interface AnnotationProps {
  month: string;
  value: number;
  text: string;
}

// Marks one data point: a dashed drop line, a ring around the point and a caption.
function Annotation({ month, value, text }: AnnotationProps) {
  const { top, height } = useDrawingArea();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const x = xScale(month);
  if (x === undefined) {
    return null;
  }
  const y = yScale(value);
  const color = (theme.vars ?? theme).palette.secondary.main;
  return (
    <g pointerEvents="none">
      <line
        x1={x}
        x2={x}
        y1={top + height}
        y2={y}
        style={{ stroke: color }}
        strokeDasharray="3 3"
      />
      <circle
        cx={x}
        cy={y}
        r={9}
        fill="none"
        style={{ stroke: color }}
        strokeWidth={2}
      />
      <text
        x={x - 12}
        y={y - 14}
        textAnchor="end"
        fontSize={12}
        style={{ fill: color }}
      >
        {text}
      </text>
    </g>
  );
}

export default function LaunchAnnotation() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 1000, width: 52 }]}
      series={[{ data: subscribers, label: 'Newsletter subscribers' }]}
    >
      <Annotation month="May" value={1720} text="Referral programme starts" />
    </LineChart>
  );
}
