import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

const wards = ['North', 'Centre', 'South', 'East'];

// Support tickets handled per ward of a city's help desk, by topic.
const topics = [
  { label: 'Parking', data: [12, 30, 9, 14] },
  { label: 'Waste collection', data: [45, 38, 52, 41] },
  { label: 'Street lights', data: [8, 11, 6, 19] },
  { label: 'Noise', data: [22, 48, 17, 25] },
];

const orders: StackOrderType[] = [
  'none',
  'reverse',
  'ascending',
  'descending',
  'appearance',
  'insideOut',
];

export default function StackOrderSelect() {
  const [order, setOrder] = React.useState<StackOrderType>('descending');

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ maxWidth: 200 }}>
        <InputLabel id="stack-order-label">stackOrder</InputLabel>
        <Select
          labelId="stack-order-label"
          label="stackOrder"
          value={order}
          onChange={(event) => setOrder(event.target.value)}
        >
          {orders.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <BarChart
        height={320}
        xAxis={[{ data: wards }]}
        yAxis={[{ width: 40 }]}
        series={topics.map((topic) => ({
          ...topic,
          stack: 'tickets',
          stackOrder: order,
        }))}
      />
    </Stack>
  );
}
