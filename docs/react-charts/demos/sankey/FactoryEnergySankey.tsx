import * as React from 'react';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// One day of a small factory's energy, in kilowatt-hours: from the sources, through
// the plant, to the machines that use it.
const links = [
  { source: 'Grid', target: 'Switchboard', value: 820 },
  { source: 'Rooftop solar', target: 'Switchboard', value: 310 },
  // The midday surplus is sold back: a flow that ends in the second column.
  { source: 'Rooftop solar', target: 'Sold to the grid', value: 90 },
  { source: 'Gas boiler', target: 'Heating', value: 240 },
  { source: 'Switchboard', target: 'Presses', value: 460 },
  { source: 'Switchboard', target: 'Compressors', value: 280 },
  { source: 'Switchboard', target: 'Lighting', value: 120 },
  { source: 'Switchboard', target: 'Heating', value: 90 },
  { source: 'Switchboard', target: 'Losses', value: 180 },
];

const kWh = (value: number) => `${value.toLocaleString('en-US')} kWh`;

export default function FactoryEnergySankey() {
  return (
    <SankeyChart
      height={360}
      series={{
        data: { links },
        nodeOptions: {
          align: 'left',
          width: 12,
          padding: 24,
          sort: 'fixed',
        },
        linkOptions: {
          opacity: 0.5,
          showValues: true,
        },
        // Short values on the bands, the full sentence in the tooltip.
        valueFormatter: (value, context) => {
          if (context.location === 'label') {
            return String(value);
          }
          if (context.type === 'link') {
            return `${kWh(value)} from ${context.sourceId} to ${context.targetId}`;
          }
          return kWh(value);
        },
      }}
    />
  );
}
