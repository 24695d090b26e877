import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A theatre's tickets for one evening, from the channel that sold them to the
// part of the house. The order of the nodes is kept, so most bands cross the
// whole height of the chart.
const nodes = [
  { id: 'website', label: 'Website' },
  { id: 'app', label: 'App' },
  { id: 'boxOffice', label: 'Box office' },
  { id: 'balcony', label: 'Balcony' },
  { id: 'circle', label: 'Circle' },
  { id: 'stalls', label: 'Stalls' },
];

const links = [
  { source: 'website', target: 'stalls', value: 420 },
  { source: 'website', target: 'balcony', value: 60 },
  { source: 'app', target: 'circle', value: 150 },
  { source: 'app', target: 'stalls', value: 90 },
  { source: 'boxOffice', target: 'balcony', value: 160 },
  { source: 'boxOffice', target: 'circle', value: 40 },
];

export default function TheatreCurveCorrection() {
  const [curveCorrection, setCurveCorrection] = React.useState(10);
  const labelId = React.useId();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography id={labelId} variant="body2" sx={{ flexShrink: 0 }}>
          Curve correction: {curveCorrection}
        </Typography>
        <Slider
          size="small"
          min={0}
          max={60}
          step={5}
          marks
          value={curveCorrection}
          onChange={(_event, value) => setCurveCorrection(value)}
          aria-labelledby={labelId}
        />
      </Stack>
      <SankeyChart
        height={480}
        series={{
          data: { nodes, links },
          nodeOptions: { sort: 'fixed', padding: 40 },
          linkOptions: { curveCorrection, opacity: 0.6 },
          valueFormatter: (value) => `${value} seats`,
        }}
      />
    </Stack>
  );
}
