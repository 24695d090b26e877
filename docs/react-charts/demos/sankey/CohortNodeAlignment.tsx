import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyNodeOptions,
} from '@mui/x-charts-pro/SankeyChart';

type Alignment = NonNullable<SankeyNodeOptions['align']>;

const alignments: Alignment[] = ['justify', 'left', 'right', 'center'];

// One intake of a three-year degree. Transfer students join in the second year,
// and some students leave after the first year: both ends of the flow move
// between columns depending on the alignment.
const nodes = [
  { id: 'admitted', label: 'Admitted' },
  { id: 'transfers', label: 'Transfers' },
  { id: 'year1', label: 'Year 1' },
  { id: 'year2', label: 'Year 2' },
  { id: 'leftYear1', label: 'Left in year 1' },
  { id: 'graduated', label: 'Graduated' },
  { id: 'leftYear2', label: 'Left in year 2' },
];

const links = [
  { source: 'admitted', target: 'year1', value: 400 },
  { source: 'year1', target: 'year2', value: 340 },
  { source: 'year1', target: 'leftYear1', value: 60 },
  { source: 'transfers', target: 'year2', value: 40 },
  { source: 'year2', target: 'graduated', value: 350 },
  { source: 'year2', target: 'leftYear2', value: 30 },
];

export default function CohortNodeAlignment() {
  const [align, setAlign] = React.useState<Alignment>('justify');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={align}
        onChange={(_event, next: Alignment | null) => {
          if (next !== null) {
            setAlign(next);
          }
        }}
        aria-label="Node alignment"
      >
        {alignments.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* Four columns of labels need room: on a phone the chart scrolls sideways. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Box sx={{ minWidth: 560 }}>
          <SankeyChart
            height={320}
            series={{
              data: { nodes, links },
              nodeOptions: { align },
              valueFormatter: (value) => `${value} students`,
            }}
          />
        </Box>
      </Box>
    </Stack>
  );
}
