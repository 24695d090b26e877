import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const weeks = Array.from({ length: 10 }, (_, index) => `W${index + 1}`);

// Hours listened per week on a small podcast platform, by genre.
const genres = [
  { label: 'News', data: [120, 125, 118, 130, 142, 150, 138, 135, 128, 122] },
  { label: 'Comedy', data: [80, 95, 110, 105, 98, 120, 140, 135, 150, 160] },
  { label: 'True crime', data: [60, 62, 70, 95, 130, 125, 110, 90, 85, 80] },
  { label: 'Science', data: [40, 42, 45, 44, 50, 58, 60, 72, 75, 83] },
];

const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];

export default function StackedAreaOffsets() {
  const [offset, setOffset] = React.useState<StackOffsetType>('none');

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ maxWidth: 200 }}>
        <InputLabel id="area-offset-label">stackOffset</InputLabel>
        <Select
          labelId="area-offset-label"
          label="stackOffset"
          value={offset}
          onChange={(event) => setOffset(event.target.value)}
        >
          {offsets.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[
          {
            width: 48,
            valueFormatter: (value: number) =>
              offset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`,
          },
        ]}
        series={genres.map((genre) => ({
          ...genre,
          stack: 'listening',
          area: true,
          showMark: false,
          stackOffset: offset,
          valueFormatter: (value: number | null) => `${value} h`,
        }))}
      />
    </Stack>
  );
}
