import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A year of a coffee trader's shipments, in tonnes: from the growing countries,
// through the ports they sail from, to the roasters that buy them. The links are
// listed so that the first layout crosses a lot.
const links = [
  { source: 'Ethiopia', target: 'Djibouti', value: 180 },
  { source: 'Kenya', target: 'Mombasa', value: 140 },
  { source: 'Colombia', target: 'Cartagena', value: 260 },
  { source: 'Brazil', target: 'Santos', value: 420 },
  { source: 'Vietnam', target: 'Ho Chi Minh City', value: 300 },
  { source: 'Djibouti', target: 'Hamburg roastery', value: 120 },
  { source: 'Djibouti', target: 'Osaka roastery', value: 60 },
  { source: 'Mombasa', target: 'Hamburg roastery', value: 140 },
  { source: 'Cartagena', target: 'Boston roastery', value: 200 },
  { source: 'Cartagena', target: 'Hamburg roastery', value: 60 },
  { source: 'Santos', target: 'Boston roastery', value: 220 },
  { source: 'Santos', target: 'Hamburg roastery', value: 200 },
  { source: 'Ho Chi Minh City', target: 'Osaka roastery', value: 260 },
  { source: 'Ho Chi Minh City', target: 'Hamburg roastery', value: 40 },
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
          data: { links },
          iterations,
          valueFormatter: (value) => `${value} t`,
        }}
      />
    </Stack>
  );
}
