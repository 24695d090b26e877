import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyLinkOptions,
} from '@mui/x-charts-pro/SankeyChart';

// Pallets leaving two depots for five shops in a week. The nodes keep their
// listed order; only the order of the bands along each node changes.
const nodes = [
  { id: 'north', label: 'North depot' },
  { id: 'south', label: 'South depot' },
  { id: 'harbour', label: 'Harbour shop' },
  { id: 'station', label: 'Station shop' },
  { id: 'market', label: 'Market shop' },
  { id: 'campus', label: 'Campus shop' },
  { id: 'airport', label: 'Airport shop' },
];

// Listed from the bottom shop to the top one.
const links = [
  { source: 'north', target: 'airport', value: 12 },
  { source: 'north', target: 'campus', value: 30 },
  { source: 'north', target: 'market', value: 18 },
  { source: 'north', target: 'harbour', value: 40 },
  { source: 'south', target: 'airport', value: 36 },
  { source: 'south', target: 'campus', value: 10 },
  { source: 'south', target: 'station', value: 28 },
  { source: 'south', target: 'harbour', value: 8 },
];

const sortModes = {
  auto: 'auto',
  fixed: 'fixed',
  // A compare function: the largest band leaves each node first.
  largest: (a, b) => b.value - a.value,
} satisfies Record<string, SankeyLinkOptions['sort']>;

type SortMode = keyof typeof sortModes;

export default function DepotLinkSorting() {
  const [mode, setMode] = React.useState<SortMode>('fixed');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, next: SortMode | null) => {
          if (next !== null) {
            setMode(next);
          }
        }}
        aria-label="Order of the bands"
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="fixed">fixed</ToggleButton>
        <ToggleButton value="largest">Largest first</ToggleButton>
      </ToggleButtonGroup>
      <SankeyChart
        height={340}
        series={{
          data: { nodes, links },
          nodeOptions: { sort: 'fixed', padding: 16 },
          linkOptions: { sort: sortModes[mode] },
          valueFormatter: (value) => `${value} pallets`,
        }}
      />
    </Stack>
  );
}
