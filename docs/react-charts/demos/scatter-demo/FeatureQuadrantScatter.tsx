import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

// Features of a project-management app: share of active users who used the feature
// last month (%), and their average satisfaction score (1–5) from in-app surveys.
const features = [
  { id: 'Task board', x: 88, y: 4.3 },
  { id: 'Comments', x: 76, y: 4.1 },
  { id: 'Notifications', x: 81, y: 2.9 },
  { id: 'Search', x: 69, y: 3.1 },
  { id: 'Calendar view', x: 42, y: 4.2 },
  { id: 'Time tracking', x: 27, y: 4.5 },
  { id: 'Automations', x: 18, y: 4.4 },
  { id: 'Gantt view', x: 22, y: 3.0 },
  { id: 'Import wizard', x: 9, y: 2.4 },
  { id: 'Custom fields', x: 35, y: 3.6 },
  { id: 'Mobile app', x: 57, y: 3.3 },
  { id: 'File sharing', x: 63, y: 3.9 },
  { id: 'Reports', x: 31, y: 2.7 },
  { id: 'Integrations', x: 14, y: 3.8 },
];

// Thresholds chosen by the product team.
const USAGE_THRESHOLD = 50;
const SATISFACTION_THRESHOLD = 3.5;

function QuadrantLabels() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const midX = xScale(USAGE_THRESHOLD);
  const midY = yScale(SATISFACTION_THRESHOLD);
  const style = {
    fontSize: 12,
    fontWeight: 600,
    fill: palette.text.secondary,
  };

  return (
    <g>
      <text x={left + 8} y={top + 16} style={style}>
        Hidden gems
      </text>
      <text x={left + width - 8} y={top + 16} textAnchor="end" style={style}>
        Core strengths
      </text>
      <text x={left + 8} y={top + height - 8} style={style}>
        Rethink or retire
      </text>
      <text x={left + width - 8} y={top + height - 8} textAnchor="end" style={style}>
        Fix first
      </text>
      {/* A faint tint on the quadrant that needs attention most. */}
      <rect
        x={midX}
        y={midY}
        width={left + width - midX}
        height={top + height - midY}
        style={{ fill: palette.error.main }}
        fillOpacity={0.06}
      />
    </g>
  );
}

export default function FeatureQuadrantScatter() {
  return (
    <ScatterChart
      height={400}
      series={[
        {
          id: 'features',
          label: 'Features',
          data: features,
          markerSize: 6,
          valueFormatter: (point) =>
            point &&
            `${point.id}: ${point.x}% of users, rated ${point.y.toFixed(1)}`,
        },
      ]}
      xAxis={[
        { label: 'Monthly usage (% of active users)', min: 0, max: 100, height: 56 },
      ]}
      yAxis={[{ label: 'Satisfaction (1–5)', width: 56, min: 2, max: 5 }]}
      hideLegend
    >
      <QuadrantLabels />
      <ChartsReferenceLine
        x={USAGE_THRESHOLD}
        lineStyle={{ strokeDasharray: '4 4' }}
      />
      <ChartsReferenceLine
        y={SATISFACTION_THRESHOLD}
        lineStyle={{ strokeDasharray: '4 4' }}
      />
    </ScatterChart>
  );
}
