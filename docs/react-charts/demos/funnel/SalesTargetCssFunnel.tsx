import * as React from 'react';
import { FunnelChart, funnelClasses } from '@mui/x-charts-pro/FunnelChart';

// A sales team's quarter: the target for each stage and what the team reached.
const target = [
  { label: 'Leads', value: 600 },
  { label: 'Meetings', value: 240 },
  { label: 'Proposals', value: 120 },
  { label: 'Deals', value: 60 },
];
const reached = [
  { label: 'Leads', value: 540, color: '#1976d2' },
  { label: 'Meetings', value: 190, color: '#1976d2' },
  { label: 'Proposals', value: 70, color: '#1976d2' },
  { label: 'Deals', value: 31, color: '#1976d2' },
];

export default function SalesTargetCssFunnel() {
  return (
    <FunnelChart
      height={320}
      series={[
        { id: 'target', data: target, sectionLabel: false },
        { id: 'reached', data: reached },
      ]}
      hideLegend
      sx={{
        // The target funnel is drawn first, as a dashed outline around the result.
        [`& g[data-series="target"] .${funnelClasses.section}`]: {
          fill: 'transparent',
          stroke: 'currentColor',
          strokeWidth: 1.5,
          strokeDasharray: '6 4',
        },
        [`& .${funnelClasses.sectionLabel}`]: { fill: '#fff', fontWeight: 600 },
      }}
    />
  );
}
