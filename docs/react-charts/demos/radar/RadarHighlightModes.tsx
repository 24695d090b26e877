import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { RadarChart } from '@mui/x-charts/RadarChart';

type Highlight = 'axis' | 'series' | 'none';

// Three neighbourhoods rated by residents, out of 10.
const criteria = ['Transport', 'Parks', 'Shops', 'Quiet', 'Schools', 'Safety'];

export default function RadarHighlightModes() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_event, value: Highlight | null) => value && setHighlight(value)}
        aria-label="highlight"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={340}
        highlight={highlight}
        radar={{ max: 10, metrics: criteria }}
        series={[
          { id: 'old-town', label: 'Old town', data: [9, 4, 9, 3, 6, 7] },
          { id: 'riverside', label: 'Riverside', data: [6, 9, 5, 7, 7, 8] },
          { id: 'hillside', label: 'Hillside', data: [3, 7, 3, 9, 8, 9] },
        ].map((series) => ({
          ...series,
          fillArea: true,
          valueFormatter: (value: number | null) => `${value} / 10`,
        }))}
      />
    </Stack>
  );
}
