import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const tickets = [
  { id: 'open', value: 18, label: 'Open' },
  { id: 'in-progress', value: 27, label: 'In progress' },
  { id: 'waiting', value: 9, label: 'Waiting on customer' },
  { id: 'resolved', value: 46, label: 'Resolved' },
];
const total = tickets.reduce((sum, ticket) => sum + ticket.value, 0);

// The pie is centred in the drawing area, so its centre is the middle of that area.
function CentreLabel() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const cx = left + width / 2;
  const cy = top + height / 2;
  return (
    <text x={cx} y={cy} textAnchor="middle" style={{ fill: palette.text.primary }}>
      <tspan x={cx} dy="-0.2em" fontSize={28} fontWeight={600}>
        {total}
      </tspan>
      <tspan
        x={cx}
        dy="1.6em"
        fontSize={13}
        style={{ fill: palette.text.secondary }}
      >
        tickets this week
      </tspan>
    </text>
  );
}

export default function DonutCentreLabel() {
  return (
    <PieChart
      height={280}
      series={[{ data: tickets, innerRadius: 80, paddingAngle: 2, cornerRadius: 4 }]}
    >
      <CentreLabel />
    </PieChart>
  );
}
