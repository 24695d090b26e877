import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A year of a coffee trader's shipments, in tonnes, from the growing countries to
// the roasters that buy them. The roasters are listed in an order that makes the
// first layout cross a lot: Osaka buys from Vietnam, at the bottom.
const nodes = [
  { id: 'ethiopia', label: 'Ethiopia' },
  { id: 'kenya', label: 'Kenya' },
  { id: 'colombia', label: 'Colombia' },
  { id: 'brazil', label: 'Brazil' },
  { id: 'vietnam', label: 'Vietnam' },
  { id: 'osaka', label: 'Osaka roastery' },
  { id: 'hamburg', label: 'Hamburg roastery' },
  { id: 'boston', label: 'Boston roastery' },
];

const links = [
  { source: 'ethiopia', target: 'hamburg', value: 120 },
  { source: 'ethiopia', target: 'osaka', value: 60 },
  { source: 'kenya', target: 'hamburg', value: 140 },
  { source: 'colombia', target: 'boston', value: 200 },
  { source: 'colombia', target: 'hamburg', value: 60 },
  { source: 'brazil', target: 'boston', value: 220 },
  { source: 'brazil', target: 'hamburg', value: 200 },
  { source: 'vietnam', target: 'osaka', value: 260 },
  { source: 'vietnam', target: 'hamburg', value: 40 },
];

export default function ExportLayoutIterations() {
  const [iterations, setIterations] = React.useState(0);
  const labelId = React.useId();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography id={labelId} variant="body2" sx={{ flexShrink: 0 }}>
          Layout passes: {iterations}
        </Typography>
        <Slider
          size="small"
          min={0}
          max={12}
          step={1}
          marks
          value={iterations}
          onChange={(_event, value) => setIterations(value)}
          aria-labelledby={labelId}
        />
      </Stack>
      <SankeyChart
        height={360}
        series={{
          data: { nodes, links },
          iterations,
          valueFormatter: (value) => `${value} t`,
        }}
      />
    </Stack>
  );
}
