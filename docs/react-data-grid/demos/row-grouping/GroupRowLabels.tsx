import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

// The channel comes from the server as a code; the column shows its label.
const CHANNELS = [
  { value: 'web', label: 'Web shop' },
  { value: 'store', label: 'Store' },
  { value: 'phone', label: 'Phone' },
];
const codeOf = (label: string) =>
  CHANNELS.find((channel) => channel.label === label)?.value ?? label;

const rows: Order[] = createOrders(60).map((order) => ({
  ...order,
  channel: codeOf(order.channel),
}));

const groupings: Record<string, GridRowGroupingModel> = {
  channel: ['channel'],
  channelQuantity: ['channel', 'quantity'],
};

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', width: 130 },
  {
    field: 'channel',
    headerName: 'Channel',
    type: 'singleSelect',
    valueOptions: CHANNELS,
    width: 110,
  },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 100,
    // Group rows have no quantity of their own.
    valueFormatter: (value?: number) =>
      value == null ? '' : `${value} ${value === 1 ? 'item' : 'items'}`,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

export default function GroupRowLabels() {
  const [grouping, setGrouping] = React.useState('channel');
  const [columnPerCriterion, setColumnPerCriterion] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={grouping}
          onChange={(_event, value: string | null) => value && setGrouping(value)}
          aria-label="Grouping"
        >
          <ToggleButton value="channel">Channel</ToggleButton>
          <ToggleButton value="channelQuantity">Channel, then quantity</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={columnPerCriterion}
              onChange={(event) => setColumnPerCriterion(event.target.checked)}
            />
          }
          label="One column per criterion"
        />
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={groupings[grouping]}
          rowGroupingColumnMode={columnPerCriterion ? 'multiple' : 'single'}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
