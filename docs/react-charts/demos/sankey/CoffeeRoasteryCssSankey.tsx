import * as React from 'react';
import {
  Unstable_SankeyChart as SankeyChart,
  sankeyClasses,
} from '@mui/x-charts-pro/SankeyChart';

// A coffee roaster's month, in kilograms: green beans in, roasted coffee out.
// Roasting drives water out of the beans, so part of the weight is lost on the way.
const nodes = [
  { id: 'brazil', label: 'Brazil' },
  { id: 'ethiopia', label: 'Ethiopia' },
  { id: 'colombia', label: 'Colombia' },
  { id: 'roaster', label: 'Roaster' },
  { id: 'retail', label: 'Retail bags' },
  { id: 'cafes', label: 'Cafés' },
  { id: 'loss', label: 'Weight lost in roasting' },
];

const links = [
  { source: 'brazil', target: 'roaster', value: 900 },
  { source: 'ethiopia', target: 'roaster', value: 450 },
  { source: 'colombia', target: 'roaster', value: 650 },
  { source: 'roaster', target: 'retail', value: 760 },
  { source: 'roaster', target: 'cafes', value: 920 },
  { source: 'roaster', target: 'loss', value: 320 },
];

export default function CoffeeRoasteryCssSankey() {
  return (
    <SankeyChart
      height={360}
      series={{
        data: { nodes, links },
        valueFormatter: (value) => `${value.toLocaleString('en-US')} kg`,
      }}
      sx={{
        [`& .${sankeyClasses.nodeLabel}`]: { fontWeight: 600 },
        // The band of the loss is grey and hatched by a dashed border, whatever its source.
        [`& .${sankeyClasses.link}[data-link-target="loss"]`]: {
          fill: '#9e9e9e',
          stroke: '#616161',
          strokeDasharray: '4 3',
        },
        // Highlighted bands get an outline in the text colour: the band under the pointer,
        // or every band of the node under it.
        [`& .${sankeyClasses.link}[data-highlighted]`]: {
          stroke: 'currentColor',
          strokeWidth: 1,
        },
      }}
    />
  );
}
