import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const shifts = ['Early', 'Morning', 'Midday', 'Afternoon', 'Evening', 'Night'];
// Orders packed per warehouse shift.
const packed = [320, 540, 610, 580, 430, 150];

export default function BandTickPlacement() {
  const [tickPlacement, setTickPlacement] =
    React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] =
    React.useState<TickLabelPlacement>('middle');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          sx={{ minWidth: 160 }}
        >
          {['start', 'end', 'middle', 'extremities'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) =>
            setTickLabelPlacement(event.target.value as TickLabelPlacement)
          }
          sx={{ minWidth: 160 }}
        >
          {['middle', 'tick'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={280}
        xAxis={[
          { scaleType: 'band', data: shifts, tickPlacement, tickLabelPlacement },
        ]}
        series={[{ data: packed, label: 'Orders packed' }]}
      />
    </Stack>
  );
}
