import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
];

const hours = [6, 8, 10, 12, 14, 16, 18, 20, 22];

// Battery level of a phone through a day, in percent: it charges at noon.
const battery = [100, 91, 78, 64, 97, 88, 70, 52, 41];

export default function CurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ width: 200 }}
      >
        {curves.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={300}
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
        yAxis={[{ min: 0, max: 100, width: 48 }]}
        series={[
          {
            data: battery,
            label: 'Battery',
            curve,
            valueFormatter: (value) => `${value}%`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
