import * as React from 'react';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';

// Monthly cloud bill of a small SaaS company, in US dollars: by service, then by line item.
const services = [
  {
    label: 'Compute',
    color: '#1e88e5',
    shades: ['#64b5f6', '#90caf9', '#bbdefb'],
    items: [
      { label: 'Web servers', value: 4200 },
      { label: 'Background jobs', value: 1900 },
      { label: 'CI runners', value: 800 },
    ],
  },
  {
    label: 'Storage',
    color: '#8e24aa',
    shades: ['#ba68c8', '#e1bee7'],
    items: [
      { label: 'Object storage', value: 1300 },
      { label: 'Backups', value: 700 },
    ],
  },
  {
    label: 'Database',
    color: '#f4511e',
    shades: ['#ff8a65', '#ffccbc'],
    items: [
      { label: 'Primary cluster', value: 3100 },
      { label: 'Read replicas', value: 1200 },
    ],
  },
  {
    label: 'Network',
    color: '#7cb342',
    shades: ['#aed581', '#dcedc8'],
    items: [
      { label: 'Egress', value: 900 },
      { label: 'Load balancers', value: 400 },
    ],
  },
];

// The inner ring sums each service; the outer ring lists its line items in the same order,
// so every line item sits just outside its service.
const serviceTotals = services.map((service) => ({
  id: service.label,
  label: service.label,
  color: service.color,
  value: service.items.reduce((sum, item) => sum + item.value, 0),
}));
const lineItems = services.flatMap((service) =>
  service.items.map((item, index) => ({
    id: `${service.label}-${item.label}`,
    label: `${service.label}: ${item.label}`,
    value: item.value,
    color: service.shades[index],
  })),
);

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

export default function CloudCostsNestedPie() {
  return (
    <PieChart
      height={320}
      series={[
        {
          id: 'services',
          data: serviceTotals,
          outerRadius: 85,
          paddingAngle: 1,
          arcLabel: 'label',
          arcLabelMinAngle: 45,
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (item) => dollars(item.value),
        },
        {
          id: 'line-items',
          data: lineItems,
          innerRadius: 92,
          outerRadius: 135,
          paddingAngle: 1,
          cornerRadius: 3,
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (item) => dollars(item.value),
        },
      ]}
      hideLegend
      sx={{ [`& .${pieClasses.arcLabel}`]: { fill: '#fff', fontWeight: 600 } }}
    />
  );
}
