import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

const curves: FunnelCurveType[] = [
  'linear',
  'linear-sharp',
  'step',
  'bump',
  'pyramid',
  'step-pyramid',
];

// Free trials of a design app in one quarter, from sign-up to a paid plan.
const trials = [
  { label: 'Started a trial', value: 5200 },
  { label: 'Made a project', value: 3100 },
  { label: 'Invited a teammate', value: 1400 },
  { label: 'Paid', value: 620 },
];

export default function TrialShapeExplorer() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('linear');
  const [borderRadius, setBorderRadius] = React.useState(8);
  const [gap, setGap] = React.useState(0);
  const radiusLabelId = React.useId();
  const gapLabelId = React.useId();

  return (
    <Stack spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ px: 1 }}
      >
        <TextField
          select
          size="small"
          label="Curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as FunnelCurveType)}
          sx={{ minWidth: 160 }}
        >
          {curves.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography id={radiusLabelId} variant="body2">
            Border radius: {borderRadius} px
          </Typography>
          <Slider
            size="small"
            min={0}
            max={24}
            value={borderRadius}
            onChange={(_event, value) => setBorderRadius(value)}
            aria-labelledby={radiusLabelId}
          />
        </Stack>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography id={gapLabelId} variant="body2">
            Gap: {gap} px
          </Typography>
          <Slider
            size="small"
            min={0}
            max={12}
            value={gap}
            onChange={(_event, value) => setGap(value)}
            aria-labelledby={gapLabelId}
          />
        </Stack>
      </Stack>
      <FunnelChart
        height={300}
        gap={gap}
        hideLegend
        series={[{ data: trials, curve, borderRadius }]}
      />
    </Stack>
  );
}
