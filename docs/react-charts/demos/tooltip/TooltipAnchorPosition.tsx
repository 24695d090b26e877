import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

type Anchor = 'pointer' | 'node';
type Position = 'top' | 'bottom' | 'left' | 'right';

const stations = ['North', 'Harbour', 'Airport', 'Hill'];

export default function TooltipAnchorPosition() {
  const [anchor, setAnchor] = React.useState<Anchor>('node');
  const [position, setPosition] = React.useState<Position>('top');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="tooltip-anchor-label">anchor</InputLabel>
          <Select
            labelId="tooltip-anchor-label"
            label="anchor"
            value={anchor}
            onChange={(event) => setAnchor(event.target.value)}
          >
            <MenuItem value="pointer">pointer</MenuItem>
            <MenuItem value="node">node</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="tooltip-position-label">position</InputLabel>
          <Select
            labelId="tooltip-position-label"
            label="position"
            value={position}
            onChange={(event) => setPosition(event.target.value)}
          >
            <MenuItem value="top">top</MenuItem>
            <MenuItem value="bottom">bottom</MenuItem>
            <MenuItem value="left">left</MenuItem>
            <MenuItem value="right">right</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ data: stations }]}
        yAxis={[{ width: 48 }]}
        series={[
          {
            data: [38, 22, 51, 17],
            label: 'Wind gusts',
            valueFormatter: (value) => `${value} km/h`,
          },
        ]}
        slotProps={{ tooltip: { trigger: 'item', anchor, position } }}
      />
    </Stack>
  );
}
