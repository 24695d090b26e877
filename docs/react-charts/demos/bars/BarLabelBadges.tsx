import * as React from 'react';
import { BarChart, type BarLabelProps } from '@mui/x-charts/BarChart';

const clinics = ['North', 'Riverside', 'Old Town', 'Station', 'Hillcrest'];
// Average wait before seeing a doctor at each walk-in clinic, in minutes.
const waits = [18, 42, 27, 55, 12];

const BADGE_HEIGHT = 22;
const BADGE_WIDTH = 34;

function WaitBadge(props: BarLabelProps) {
  const { x, y, width, color, hidden, children } = props;
  const centreX = x + width / 2;
  const badgeTop = y - BADGE_HEIGHT - 6;

  if (hidden) return null;

  return (
    <g>
      <rect
        x={centreX - BADGE_WIDTH / 2}
        y={badgeTop}
        width={BADGE_WIDTH}
        height={BADGE_HEIGHT}
        rx={BADGE_HEIGHT / 2}
        fill={color}
      />
      <text
        x={centreX}
        y={badgeTop + BADGE_HEIGHT / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fill="#fff"
        style={{ fontSize: 12, fontWeight: 700 }}
      >
        {children}
      </text>
    </g>
  );
}

export default function BarLabelBadges() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: clinics }]}
      yAxis={[{ label: 'Minutes', max: 70, width: 56 }]}
      series={[
        {
          data: waits,
          label: 'Average wait',
          color: '#5e35b1',
          barLabel: (item) => `${item.value}`,
          valueFormatter: (value) => `${value} min`,
        },
      ]}
      slots={{ barLabel: WaitBadge }}
      hideLegend
    />
  );
}
