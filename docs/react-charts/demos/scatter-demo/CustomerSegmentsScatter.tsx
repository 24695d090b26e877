import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { customers, type Segment } from './customerSegments';

const segments: { key: Segment; label: string; color: string }[] = [
  { key: 'occasional', label: 'Occasional buyers', color: '#90a4ae' },
  { key: 'bargain', label: 'Bargain hunters', color: '#fb8c00' },
  { key: 'loyal', label: 'Loyal regulars', color: '#1e88e5' },
  { key: 'premium', label: 'Premium buyers', color: '#8e24aa' },
];

const money = (value: number) => `€${value.toLocaleString('en-US')}`;

export default function CustomerSegmentsScatter() {
  return (
    <ScatterChart
      height={380}
      series={[
        ...segments.map((segment) => ({
          id: segment.key,
          label: segment.label,
          color: segment.color,
          markerSize: 4,
          data: customers.filter((customer) => customer.segment === segment.key),
          highlightScope: { highlight: 'series' as const, fade: 'global' as const },
          valueFormatter: (point: { x: number; y: number } | null) =>
            point && `${point.x} orders, ${money(point.y)} average basket`,
        })),
        {
          id: 'centroids',
          label: 'Segment centre',
          color: '#212121',
          markerSize: 7,
          data: segments.map((segment) => {
            const members = customers.filter(
              (customer) => customer.segment === segment.key,
            );
            const mean = (pick: (customer: (typeof members)[number]) => number) =>
              members.reduce((sum, customer) => sum + pick(customer), 0) /
              members.length;
            return {
              id: `centre-${segment.key}`,
              x: Math.round(mean((customer) => customer.x) * 10) / 10,
              y: Math.round(mean((customer) => customer.y)),
            };
          }),
          valueFormatter: (point) =>
            point && `Average: ${point.x} orders, ${money(point.y)} basket`,
        },
      ]}
      xAxis={[{ label: 'Orders in the last 12 months', min: 0, height: 56 }]}
      yAxis={[{ label: 'Average basket', width: 64, min: 0, valueFormatter: money }]}
      grid={{ horizontal: true }}
    />
  );
}
