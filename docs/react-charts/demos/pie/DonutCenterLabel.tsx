import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Tasks of a house move, by status.
const done = { id: 'done', label: 'Done', value: 27, color: '#2e7d32' };
const tasks = [
  done,
  { id: 'doing', label: 'In progress', value: 6, color: '#f9a825' },
  { id: 'not-started', label: 'Not started', value: 11, color: '#9e9e9e' },
];
const total = tasks.reduce((sum, task) => sum + task.value, 0);

function CenterLabel({
  primary,
  secondary,
}: {
  primary: string;
  secondary: string;
}) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;

  return (
    <text x={x} y={y} textAnchor="middle" dominantBaseline="central">
      <tspan
        x={x}
        dy="-0.4em"
        style={{ fontSize: 28, fontWeight: 700, fill: palette.text.primary }}
      >
        {primary}
      </tspan>
      <tspan x={x} dy="1.6em" style={{ fontSize: 13, fill: palette.text.secondary }}>
        {secondary}
      </tspan>
    </text>
  );
}

export default function DonutCenterLabel() {
  return (
    <PieChart
      height={280}
      series={[{ data: tasks, innerRadius: 75, outerRadius: 110, paddingAngle: 1 }]}
    >
      <CenterLabel
        primary={`${Math.round((done.value / total) * 100)}%`}
        secondary={`${done.value} of ${total} tasks done`}
      />
    </PieChart>
  );
}
