import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyNodeOptions,
} from '@mui/x-charts-pro/SankeyChart';

// A charity's year, in thousands of euros: most gifts are earmarked, so each source
// pays for chosen programmes. Each column is listed from its smallest node to its largest.
const nodes = [
  { id: 'events', label: 'Events' },
  { id: 'companies', label: 'Companies' },
  { id: 'grants', label: 'Grants' },
  { id: 'donors', label: 'Individual donors' },
  { id: 'fundraising', label: 'Fundraising' },
  { id: 'admin', label: 'Administration' },
  { id: 'water', label: 'Clean water' },
  { id: 'schools', label: 'School meals' },
];

const links = [
  { source: 'donors', target: 'water', value: 200 },
  { source: 'donors', target: 'fundraising', value: 60 },
  { source: 'donors', target: 'admin', value: 50 },
  { source: 'grants', target: 'schools', value: 150 },
  { source: 'grants', target: 'water', value: 30 },
  { source: 'companies', target: 'schools', value: 80 },
  { source: 'companies', target: 'admin', value: 15 },
  { source: 'events', target: 'schools', value: 40 },
];

const sortModes = {
  auto: 'auto',
  fixed: 'fixed',
  // A compare function: the node with the largest total goes on top.
  largest: (a, b) => b.value - a.value,
} satisfies Record<string, SankeyNodeOptions['sort']>;

type SortMode = keyof typeof sortModes;

export default function CharityNodeSorting() {
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
        aria-label="Order of the nodes"
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="fixed">fixed</ToggleButton>
        <ToggleButton value="largest">Largest first</ToggleButton>
      </ToggleButtonGroup>
      <SankeyChart
        height={340}
        series={{
          data: { nodes, links },
          nodeOptions: { sort: sortModes[mode], padding: 16 },
          valueFormatter: (value) => `€${value}k`,
        }}
      />
    </Stack>
  );
}
