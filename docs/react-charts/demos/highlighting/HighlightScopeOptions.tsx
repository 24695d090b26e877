import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightScope } from '@mui/x-charts/context';

type Highlight = NonNullable<HighlightScope['highlight']>;
type Fade = NonNullable<HighlightScope['fade']>;

const cities = ['Lisbon', 'Oslo', 'Athens', 'Dublin', 'Vienna'];

export default function HighlightScopeOptions() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');

  const highlightScope: HighlightScope = { highlight, fade };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="highlight-label">highlight</InputLabel>
          <Select
            labelId="highlight-label"
            label="highlight"
            value={highlight}
            onChange={(event) => setHighlight(event.target.value)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="item">item</MenuItem>
            <MenuItem value="series">series</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="fade-label">fade</InputLabel>
          <Select
            labelId="fade-label"
            label="fade"
            value={fade}
            onChange={(event) => setFade(event.target.value)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="series">series</MenuItem>
            <MenuItem value="global">global</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ data: cities }]}
        series={[
          {
            data: [2806, 1668, 2773, 1453, 1884],
            label: 'Sunshine hours',
            highlightScope,
          },
          {
            data: [774, 763, 414, 769, 620],
            label: 'Rainfall (mm)',
            highlightScope,
          },
        ]}
      />
    </Stack>
  );
}
